#include "tessera_png.h"

#include <stdlib.h>
#include <string.h>

/* A 128-bit non-cryptographic digest: four independent 64-bit lanes, each absorbing every
   fourth 8-byte word with a multiply-rotate round, then folded and finalized twice with
   different rotations. Its job is to tell whether two pixel buffers differ; collisions between
   images that differ are about 2^-128 likely. Byte order is little-endian, as on every host
   Tessera supports. */

#define K1 0x9E3779B97F4A7C15ULL
#define K2 0xD6E8FEB86659FD93ULL
#define K3 0xA0761D6478BD642FULL
#define K4 0xE7037ED1A0B428DBULL

static inline uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t load64(const unsigned char *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

static inline uint64_t round64(uint64_t lane, uint64_t word) {
  lane += word * K2;
  lane = rotl64(lane, 29);
  return lane * K1;
}

static inline uint64_t avalanche(uint64_t h) {
  h ^= h >> 31;
  h *= K3;
  h ^= h >> 29;
  h *= K4;
  h ^= h >> 32;
  return h;
}

/* The digest, and when `all` is given, the AND of every whole 8-byte word (for the opacity of
   pixels read along the way). Inlined twice, so the plain digest pays nothing for it. */
static inline __attribute__((always_inline)) void digest128(const void *data, size_t size, uint64_t seed,
                                                            uint64_t out[2], uint64_t *all) {
  const unsigned char *p = (const unsigned char *)data;
  uint64_t v0 = seed + K1, v1 = seed ^ K2, v2 = seed - K3, v3 = rotl64(seed, 17) ^ K4;
  uint64_t and0 = ~0ULL, and1 = ~0ULL;
  size_t i = 0;
  for (; i + 32 <= size; i += 32) {
    uint64_t w0 = load64(p + i), w1 = load64(p + i + 8), w2 = load64(p + i + 16), w3 = load64(p + i + 24);
    v0 = round64(v0, w0);
    v1 = round64(v1, w1);
    v2 = round64(v2, w2);
    v3 = round64(v3, w3);
    if (all) {
      and0 &= w0 & w1;
      and1 &= w2 & w3;
    }
  }
  for (; i + 8 <= size; i += 8) {
    uint64_t w = load64(p + i);
    v0 = round64(v0, w);
    if (all) and0 &= w;
  }
  if (i < size) {
    unsigned char tail[8] = {0};
    memcpy(tail, p + i, size - i);
    v1 = round64(v1, load64(tail) ^ ((uint64_t)(size - i) << 59));
    if (all) {
      /* A last 4-byte pixel: its alpha byte counts, the missing half does not. */
      memset(tail + (size - i), 0xFF, 8 - (size - i));
      and1 &= load64(tail);
    }
  }
  uint64_t len = (uint64_t)size;
  uint64_t a = rotl64(v0, 1) + rotl64(v1, 7) + rotl64(v2, 12) + rotl64(v3, 18);
  uint64_t b = rotl64(v0, 43) ^ rotl64(v1, 23) ^ rotl64(v2, 37) ^ rotl64(v3, 5);
  out[0] = avalanche(a ^ (len * K1) ^ avalanche(b));
  out[1] = avalanche(b + (len * K3) + avalanche(a ^ K2));
  if (all) *all = and0 & and1;
}

void tessera_digest128(const void *data, size_t size, uint64_t seed, uint64_t out[2]) {
  digest128(data, size, seed, out, NULL);
}

int tessera_pixel_digest(const uint32_t *pixels, size_t count, uint64_t seed, uint64_t out[2]) {
  uint64_t all = 0;
  digest128(pixels, count * 4, seed, out, &all);
  /* Little-endian pixels: alpha is the top byte of each 32-bit half. */
  return (all & 0xFF000000FF000000ULL) == 0xFF000000FF000000ULL;
}

int tessera_pixels_canonical(const uint32_t *pixels, size_t count) {
  uint32_t bad = 0;
  for (size_t i = 0; i < count; i++) {
    uint32_t p = pixels[i];
    uint32_t a = p >> 24;
    bad |= (a - (p & 0xFF)) | (a - ((p >> 8) & 0xFF)) | (a - ((p >> 16) & 0xFF));
  }
  /* a - c wraps to a value with the top bit set exactly when c > a. */
  return (bad & 0x80000000u) == 0;
}

static uint32_t be32(const unsigned char *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

void tessera_png_data_digest(const unsigned char *ihdr, const unsigned char *idat, size_t size,
                             uint64_t out[2]) {
  uint64_t head[2];
  tessera_digest128(ihdr, 13, 0x7078485355ULL, head);
  tessera_digest128(idat, size, head[0] ^ rotl64(head[1], 32), out);
}

int tessera_png_stored_digest(const unsigned char *data, size_t size, uint64_t out[2]) {
  static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (!data || size < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
  size_t off = 8;
  const unsigned char *ihdr = NULL;
  const unsigned char *stored = NULL;
  const unsigned char *first_idat = NULL;
  size_t idat_total = 0, idat_chunks = 0;
  int ended = 0;
  while (off + 12 <= size) {
    uint32_t len = be32(data + off);
    const unsigned char *type = data + off + 4;
    if (len > size - off - 12) return 0; /* truncated */
    const unsigned char *body = data + off + 8;
    if (memcmp(type, "IHDR", 4) == 0) {
      /* Only what Tessera's encoder writes: 8-bit RGB or RGBA, no interlacing. */
      if (ihdr || len != 13 || body[8] != 8 || (body[9] != 2 && body[9] != 6) || body[10] || body[11] ||
          body[12])
        return 0;
      ihdr = body;
    } else if (memcmp(type, "pxHS", 4) == 0) {
      if (stored || len != 33 || body[0] != 1 || first_idat) return 0;
      stored = body + 1;
    } else if (memcmp(type, "IDAT", 4) == 0) {
      if (!first_idat) first_idat = body;
      idat_total += len;
      idat_chunks++;
    } else if (memcmp(type, "IEND", 4) == 0) {
      ended = 1;
      break;
    } else if (!(type[0] & 0x20)) {
      return 0; /* another critical chunk (a palette, say) */
    } else if (memcmp(type, "tRNS", 4) == 0) {
      return 0;
    }
    off += 12 + (size_t)len;
  }
  if (!ended || !ihdr || !stored || !first_idat) return 0;
  uint64_t check[2];
  if (idat_chunks == 1) {
    tessera_png_data_digest(ihdr, first_idat, idat_total, check);
  } else {
    unsigned char *joined = (unsigned char *)malloc(idat_total ? idat_total : 1);
    if (!joined) return 0;
    size_t at = 0;
    for (off = 8; off + 12 <= size;) {
      uint32_t len = be32(data + off);
      if (memcmp(data + off + 4, "IDAT", 4) == 0) {
        memcpy(joined + at, data + off + 8, len);
        at += len;
      }
      if (memcmp(data + off + 4, "IEND", 4) == 0) break;
      off += 12 + (size_t)len;
    }
    tessera_png_data_digest(ihdr, joined, idat_total, check);
    free(joined);
  }
  uint64_t pixel[2], image[2];
  memcpy(pixel, stored, 16);
  memcpy(image, stored + 16, 16);
  if (image[0] != check[0] || image[1] != check[1]) return 0;
  out[0] = pixel[0];
  out[1] = pixel[1];
  return 1;
}

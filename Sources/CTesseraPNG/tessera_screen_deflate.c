#include "tessera_screen_deflate.h"

#include "tessera_strips.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* Tessera's deflate encoder for screen images (RFC 1950/1951 output, any inflater reads it).

   A general deflate encoder searches the filtered bytes for repeats. A rendered UI does not need
   the search: most rows repeat the row above, most pixels repeat the pixel to their left, and
   the rest is anti-aliased edges and text. So the encoder works on the premultiplied source
   pixels. A row equal to the row above is written with filter type Up: its bytes are all zero,
   one run (distance 1, no extra bits). Any other row has filter type None and is written as:
     - runs of the pixel to the left (distance: one pixel);
     - copies of the pixels above (distance: one row), for at least two pixels, when the row
       above was itself written with filter None (the copy is of stream bytes);
     - copies from a recent literal position with the same two pixels (a small hash table,
       which finds repeated glyphs), within deflate's 32 KiB window;
     - otherwise the pixel as literal bytes (converted to RGB or straight-alpha RGBA).
   Each strip of TESSERA_PNG_STRIP_ROWS rows becomes one dynamic-Huffman block followed by an
   empty stored block (a sync flush), so strips compress on separate threads and the bytes do
   not depend on the thread count. The Adler-32 of the filtered bytes is computed from the
   tokens: runs and repeated rows in closed form, the rest byte by byte. */

#define ADLER_MOD 65521u
#define WINDOW 32768u
#define MAX_MATCH 258u
#define HASH_BITS 12
#define LITLEN_SYMBOLS 286
#define DIST_SYMBOLS 30
#define MATCH_FLAG 0x80000000u

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                       33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/* Order in which code-length code lengths are sent (RFC 1951, 3.2.7). */
static const uint8_t cl_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static uint8_t length_symbol[259]; /* length 3...258 -> index into length_base */
static uint8_t dist_code_small[256];
static uint8_t dist_code_large[256];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void build_tables(void) {
  for (int code = 0; code < 29; code++) {
    int count = 1 << length_extra[code];
    for (int i = 0; i < count; i++) {
      int len = length_base[code] + i;
      if (len <= 258) length_symbol[len] = (uint8_t)code;
    }
  }
  length_symbol[258] = 28;
  for (int code = 0; code < 30; code++) {
    int count = 1 << dist_extra[code];
    for (int i = 0; i < count; i++) {
      int d = dist_base[code] + i - 1; /* 0-based distance */
      if (d < 256) dist_code_small[d] = (uint8_t)code;
      else if ((d >> 7) < 256) dist_code_large[d >> 7] = (uint8_t)code;
    }
  }
}

static inline int dist_code(uint32_t dist) {
  uint32_t d = dist - 1;
  return d < 256 ? dist_code_small[d] : dist_code_large[d >> 7];
}

/* ---- per-strip tokenizer ---- */

typedef struct {
  uint32_t *tokens;
  size_t count;
  uint32_t litlen_freq[LITLEN_SYMBOLS];
  uint32_t dist_freq[DIST_SYMBOLS];
  uint32_t hash[1u << HASH_BITS]; /* pixel index + 1 of a recent literal pixel pair, 0: none */
  unsigned char *out;             /* the strip's compressed bytes */
  size_t out_size;
  uint64_t adler_a, adler_b; /* the strip's own sums (mod ADLER_MOD), from zero */
  uint64_t length;           /* filtered bytes in the strip */
} strip_state;

typedef struct {
  const uint32_t *pixels;
  uint32_t width, height;
  int opaque;
  uint32_t bpp;
  size_t stride; /* filtered bytes per row: 1 + width * bpp */
  uint32_t strips;
  strip_state *states;
} screen_job;

static inline uint32_t unpremultiply(uint32_t c, uint32_t a) {
  uint32_t v = (c * 255u + a / 2u) / a;
  return v > 255u ? 255u : v;
}

/* The PNG bytes of one pixel, little-endian in a word (R in the low byte). */
static inline uint32_t png_pixel(uint32_t p, int opaque) {
  if (opaque) return p & 0x00FFFFFFu;
  uint32_t a = p >> 24;
  if (a == 255u) return p;
  if (a == 0u) return 0u;
  return unpremultiply(p & 0xFFu, a) | unpremultiply((p >> 8) & 0xFFu, a) << 8 |
         unpremultiply((p >> 16) & 0xFFu, a) << 16 | a << 24;
}

/* Adler-32 running sums of a row segment, exact (no modulo) in 64 bits: a row holds at most
   1 + 4 * 2^16 bytes, so b stays below 2^42. */
typedef struct {
  uint64_t a, b, n;
} adler_sums;

/* The sums of a filter-None row (a zero byte, then the row's PNG bytes), in one pass that the
   compiler vectorizes: with A_i the byte sum before pixel i, B = sum_i (bpp * A_i + weighted_i)
   = bpp * ((w - 1) * S - sum_i i * sum_i) + W, all independent sums. Blocks of 256 pixels keep
   the inner sums in 32 bits. */
static inline __attribute__((always_inline)) adler_sums row_sums_with(const uint32_t *row, uint32_t w,
                                                                      const int opaque) {
  uint64_t total = 0, indexed = 0, weights = 0;
  for (uint32_t base = 0; base < w; base += 256) {
    uint32_t end = w - base < 256 ? w - base : 256;
    uint32_t s = 0, si = 0, ws = 0;
    for (uint32_t j = 0; j < end; j++) {
      uint32_t word = png_pixel(row[base + j], opaque);
      uint32_t b0 = word & 0xFFu, b1 = (word >> 8) & 0xFFu, b2 = (word >> 16) & 0xFFu;
      uint32_t sum, weighted;
      if (opaque) {
        sum = b0 + b1 + b2;
        weighted = 3 * b0 + 2 * b1 + b2;
      } else {
        uint32_t b3 = word >> 24;
        sum = b0 + b1 + b2 + b3;
        weighted = 4 * b0 + 3 * b1 + 2 * b2 + b3;
      }
      s += sum;
      si += j * sum;
      ws += weighted;
    }
    total += s;
    indexed += (uint64_t)base * s + si;
    weights += ws;
  }
  uint64_t bpp = opaque ? 3 : 4;
  adler_sums out = {total, bpp * ((uint64_t)(w - 1) * total - indexed) + weights, 1 + (uint64_t)w * bpp};
  return out;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
/* The same sums with AVX2's 32-bit multiplies where the processor has them (x86-64's baseline,
   SSE2, emulates them). Integer arithmetic: the result is the same on every path. */
__attribute__((target("avx2"))) static adler_sums row_sums_avx2(const uint32_t *row, uint32_t w, int opaque) {
  return opaque ? row_sums_with(row, w, 1) : row_sums_with(row, w, 0);
}
#endif

static atomic_int use_cpu_features = 1;

void tessera_png_use_cpu_features(int enabled) {
  atomic_store_explicit(&use_cpu_features, enabled, memory_order_relaxed);
}

static adler_sums row_sums(const uint32_t *row, uint32_t w, int opaque) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
  if (atomic_load_explicit(&use_cpu_features, memory_order_relaxed) && __builtin_cpu_supports("avx2")) return row_sums_avx2(row, w, opaque);
#endif
  return opaque ? row_sums_with(row, w, 1) : row_sums_with(row, w, 0);
}

/* How many pixels from a[0] and b[0] on are equal, at most `max`: two pixels per compare. */
static inline uint32_t equal_run(const uint32_t *a, const uint32_t *b, uint32_t max) {
  uint32_t k = 0;
  while (k + 2 <= max) {
    uint64_t va, vb;
    memcpy(&va, a + k, 8);
    memcpy(&vb, b + k, 8);
    uint64_t diff = va ^ vb;
    if (diff) return k + ((uint32_t)diff == 0 ? 1u : 0u);
    k += 2;
  }
  if (k < max && a[k] == b[k]) k++;
  return k;
}

static inline void put_literal(strip_state *st, uint32_t byte) {
  st->tokens[st->count++] = byte;
  st->litlen_freq[byte]++;
}

static inline void put_match(strip_state *st, uint32_t dist, uint32_t total) {
  while (total > 0) {
    uint32_t len = total;
    if (len > MAX_MATCH) {
      len = MAX_MATCH;
      if (total - len < 3) len = total - 3;
    }
    st->tokens[st->count++] = MATCH_FLAG | (len << 16) | (dist - 1);
    st->litlen_freq[257 + length_symbol[len]]++;
    st->dist_freq[dist_code(dist)]++;
    total -= len;
  }
}

static inline void put_pixel(strip_state *st, uint32_t word, uint32_t bpp) {
  for (uint32_t i = 0; i < bpp; i++) put_literal(st, (word >> (8 * i)) & 0xFFu);
}

static inline uint32_t pair_hash(uint32_t p, uint32_t q) {
  uint64_t key = ((uint64_t)q << 32 | p) * 0x9E3779B97F4A7C15ULL;
  return (uint32_t)(key >> (64 - HASH_BITS));
}

/* Tokens of one row that differs from the row above (or is the first row), filter type None.
   `above_raw`: the row above was written with filter None, so its stream bytes are its pixels.
   Inlined twice, with `opaque` a constant. */
static inline __attribute__((always_inline)) void tokenize_row_with(const screen_job *job, strip_state *st, uint32_t y,
                                                                    int above_raw, const int opaque) {
  const uint32_t w = job->width, bpp = opaque ? 3u : 4u;
  const uint32_t *row = job->pixels + (size_t)y * w;
  const uint32_t *up = (y > 0 && above_raw && job->stride <= WINDOW) ? row - w : NULL;
  const uint64_t row_start = (uint64_t)y * job->stride + 1; /* byte offset of pixel 0 */
  put_literal(st, 0); /* filter type None */
  put_pixel(st, png_pixel(row[0], opaque), bpp);
  uint32_t x = 1;
  while (x < w) {
    uint32_t p = row[x];
    if (p == row[x - 1]) {
      /* row[x + i] == row[x + i - 1] for each i: a run of the pixel to the left. */
      uint32_t k = 1 + equal_run(row + x + 1, row + x, w - x - 1);
      put_match(st, bpp, k * bpp);
      x += k;
      continue;
    }
    if (x + 1 < w) {
      if (up && up[x] == p && up[x + 1] == row[x + 1]) {
        uint32_t k = 2 + equal_run(up + x + 2, row + x + 2, w - x - 2);
        put_match(st, (uint32_t)job->stride, k * bpp);
        x += k;
        continue;
      }
      uint32_t h = pair_hash(p, row[x + 1]);
      uint32_t candidate = st->hash[h];
      uint64_t index = (uint64_t)y * w + x;
      st->hash[h] = (uint32_t)(index + 1);
      if (candidate != 0) {
        uint64_t ci = candidate - 1;
        uint32_t cy = (uint32_t)(ci / w), cx = (uint32_t)(ci % w);
        const uint32_t *crow = job->pixels + (size_t)cy * w;
        uint64_t dist = row_start + (uint64_t)x * bpp - ((uint64_t)cy * job->stride + 1 + (uint64_t)cx * bpp);
        if (dist > 0 && dist <= WINDOW && cx + 1 < w && crow[cx] == p && crow[cx + 1] == row[x + 1]) {
          uint32_t limit = w - x < w - cx ? w - x : w - cx;
          uint32_t k = 2 + equal_run(crow + cx + 2, row + x + 2, limit - 2);
          put_match(st, (uint32_t)dist, k * bpp);
          x += k;
          continue;
        }
      }
    }
    put_pixel(st, png_pixel(p, opaque), bpp);
    x++;
  }
}

static void tokenize_row(const screen_job *job, strip_state *st, uint32_t y, int above_raw) {
  if (job->opaque) tokenize_row_with(job, st, y, above_raw, 1);
  else tokenize_row_with(job, st, y, above_raw, 0);
}

/* ---- Huffman codes ---- */

typedef struct {
  uint32_t freq;
  int16_t left, right; /* children, or -1 for a leaf */
  int16_t symbol;
} huff_node;

/* Code lengths of at most `limit` bits for `n` symbols. Unused symbols get length 0. When fewer
   than `min_used` symbols are used, the lowest unused symbols are added (with weight 1) so the
   code is complete. Ties break by symbol, so the result is deterministic. */
static void huffman_lengths(const uint32_t *freq_in, int n, int limit, int min_used, uint8_t *lens) {
  uint32_t freq[LITLEN_SYMBOLS];
  int used = 0;
  for (int i = 0; i < n; i++) {
    freq[i] = freq_in[i];
    if (freq[i]) used++;
  }
  for (int i = 0; i < n && used < min_used; i++)
    if (!freq[i]) {
      freq[i] = 1;
      used++;
    }
  memset(lens, 0, (size_t)n);
  if (used == 0) return;
  if (used == 1) {
    for (int i = 0; i < n; i++)
      if (freq[i]) lens[i] = 1;
    return;
  }
  for (;;) {
    huff_node nodes[2 * LITLEN_SYMBOLS];
    int leaves = 0;
    for (int i = 0; i < n; i++)
      if (freq[i]) {
        nodes[leaves].freq = freq[i];
        nodes[leaves].left = nodes[leaves].right = -1;
        nodes[leaves].symbol = (int16_t)i;
        leaves++;
      }
    /* Insertion sort by (freq, symbol): at most 286 leaves. */
    for (int i = 1; i < leaves; i++) {
      huff_node t = nodes[i];
      int j = i - 1;
      while (j >= 0 && (nodes[j].freq > t.freq || (nodes[j].freq == t.freq && nodes[j].symbol > t.symbol))) {
        nodes[j + 1] = nodes[j];
        j--;
      }
      nodes[j + 1] = t;
    }
    /* Two queues: sorted leaves, and internal nodes in creation (non-decreasing) order. */
    int leaf = 0, inner = leaves, made = leaves;
    while (made - leaves < leaves - 1) {
      int pick[2];
      for (int k = 0; k < 2; k++) {
        if (leaf < leaves && (inner >= made || nodes[leaf].freq <= nodes[inner].freq)) pick[k] = leaf++;
        else pick[k] = inner++;
      }
      nodes[made].freq = nodes[pick[0]].freq + nodes[pick[1]].freq;
      nodes[made].left = (int16_t)pick[0];
      nodes[made].right = (int16_t)pick[1];
      nodes[made].symbol = -1;
      made++;
    }
    /* Depths from the root (the last node made), parents before children. */
    uint8_t depth[2 * LITLEN_SYMBOLS];
    depth[made - 1] = 0;
    int too_deep = 0;
    for (int i = made - 1; i >= leaves; i--) {
      depth[nodes[i].left] = depth[nodes[i].right] = (uint8_t)(depth[i] + 1);
    }
    for (int i = 0; i < leaves; i++) {
      if (depth[i] > limit) too_deep = 1;
      lens[nodes[i].symbol] = depth[i];
    }
    if (!too_deep) return;
    /* Flatten the distribution and try again. */
    for (int i = 0; i < n; i++)
      if (freq[i]) freq[i] = (freq[i] >> 1) | 1u;
  }
}

/* Canonical codes (RFC 1951, 3.2.2), bit-reversed for an LSB-first writer. */
static void canonical_codes(const uint8_t *lens, int n, uint16_t *codes) {
  uint16_t count[16] = {0}, next[16];
  for (int i = 0; i < n; i++) count[lens[i]]++;
  count[0] = 0;
  uint16_t code = 0;
  for (int bits = 1; bits < 16; bits++) {
    code = (uint16_t)((code + count[bits - 1]) << 1);
    next[bits] = code;
  }
  for (int i = 0; i < n; i++) {
    int len = lens[i];
    if (!len) {
      codes[i] = 0;
      continue;
    }
    uint16_t c = next[len]++, r = 0;
    for (int b = 0; b < len; b++) r = (uint16_t)(r << 1 | ((c >> b) & 1u));
    codes[i] = r;
  }
}

/* ---- bit writer ---- */

typedef struct {
  unsigned char *buf;
  size_t pos;
  uint64_t bits;
  int count;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, int n) {
  w->bits |= (uint64_t)value << w->count;
  w->count += n;
  if (w->count >= 32) {
    uint32_t word = (uint32_t)w->bits;
    memcpy(w->buf + w->pos, &word, 4); /* little-endian hosts only, as everywhere in Tessera */
    w->pos += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

static void align_bits(bit_writer *w) {
  while (w->count > 0) {
    w->buf[w->pos++] = (unsigned char)w->bits;
    w->bits >>= 8;
    w->count = w->count > 8 ? w->count - 8 : 0;
  }
  w->bits = 0;
}

/* Writes the strip's tokens as one dynamic block; a final block when `last`, else followed by an
   empty stored block so the next strip starts on a byte. */
static int write_block(strip_state *st, int last) {
  st->litlen_freq[256]++; /* end of block */
  uint8_t lens[LITLEN_SYMBOLS + DIST_SYMBOLS];
  uint8_t lit_lens[LITLEN_SYMBOLS], dist_lens[DIST_SYMBOLS];
  huffman_lengths(st->litlen_freq, LITLEN_SYMBOLS, 15, 2, lit_lens);
  huffman_lengths(st->dist_freq, DIST_SYMBOLS, 15, 1, dist_lens);
  int hlit = LITLEN_SYMBOLS;
  while (hlit > 257 && lit_lens[hlit - 1] == 0) hlit--;
  int hdist = DIST_SYMBOLS;
  while (hdist > 1 && dist_lens[hdist - 1] == 0) hdist--;
  memcpy(lens, lit_lens, (size_t)hlit);
  memcpy(lens + hlit, dist_lens, (size_t)hdist);
  int total = hlit + hdist;

  /* Run-length code the lengths with symbols 16 (repeat previous 3-6), 17 (zeros 3-10), 18
     (zeros 11-138). Each entry: symbol | extra value << 8. */
  uint16_t cl_tokens[LITLEN_SYMBOLS + DIST_SYMBOLS];
  int cl_count = 0;
  uint32_t cl_freq[19] = {0};
  for (int i = 0; i < total;) {
    uint8_t len = lens[i];
    int run = 1;
    while (i + run < total && lens[i + run] == len) run++;
    if (len == 0 && run >= 3) {
      int r = run > 138 ? 138 : run;
      if (r >= 11) {
        cl_tokens[cl_count++] = (uint16_t)(18 | (r - 11) << 8);
        cl_freq[18]++;
      } else {
        cl_tokens[cl_count++] = (uint16_t)(17 | (r - 3) << 8);
        cl_freq[17]++;
      }
      i += r;
      continue;
    }
    cl_tokens[cl_count++] = len;
    cl_freq[len]++;
    i++;
    run--;
    while (len != 0 && run >= 3) {
      int r = run > 6 ? 6 : run;
      cl_tokens[cl_count++] = (uint16_t)(16 | (r - 3) << 8);
      cl_freq[16]++;
      i += r;
      run -= r;
    }
  }
  uint8_t cl_lens[19];
  uint16_t cl_codes[19];
  huffman_lengths(cl_freq, 19, 7, 2, cl_lens);
  canonical_codes(cl_lens, 19, cl_codes);
  int hclen = 19;
  while (hclen > 4 && cl_lens[cl_order[hclen - 1]] == 0) hclen--;

  uint16_t lit_codes[LITLEN_SYMBOLS], dist_codes[DIST_SYMBOLS];
  canonical_codes(lit_lens, LITLEN_SYMBOLS, lit_codes);
  canonical_codes(dist_lens, DIST_SYMBOLS, dist_codes);

  /* Worst case: 48 bits per token, the header, the flush. */
  size_t capacity = st->count * 6 + 1024;
  bit_writer w = {(unsigned char *)malloc(capacity), 0, 0, 0};
  if (!w.buf) return 0;
  put_bits(&w, last ? 1u : 0u, 1);
  put_bits(&w, 2, 2); /* dynamic Huffman */
  put_bits(&w, (uint32_t)(hlit - 257), 5);
  put_bits(&w, (uint32_t)(hdist - 1), 5);
  put_bits(&w, (uint32_t)(hclen - 4), 4);
  for (int i = 0; i < hclen; i++) put_bits(&w, cl_lens[cl_order[i]], 3);
  for (int i = 0; i < cl_count; i++) {
    int sym = cl_tokens[i] & 0xFF, extra = cl_tokens[i] >> 8;
    put_bits(&w, cl_codes[sym], cl_lens[sym]);
    if (sym == 16) put_bits(&w, (uint32_t)extra, 2);
    else if (sym == 17) put_bits(&w, (uint32_t)extra, 3);
    else if (sym == 18) put_bits(&w, (uint32_t)extra, 7);
  }
  for (size_t i = 0; i < st->count; i++) {
    uint32_t t = st->tokens[i];
    if (!(t & MATCH_FLAG)) {
      put_bits(&w, lit_codes[t], lit_lens[t]);
      continue;
    }
    uint32_t len = (t >> 16) & 0x1FFu, dist = (t & 0xFFFFu) + 1;
    int ls = length_symbol[len];
    put_bits(&w, lit_codes[257 + ls], lit_lens[257 + ls]);
    if (length_extra[ls]) put_bits(&w, len - length_base[ls], length_extra[ls]);
    int dc = dist_code(dist);
    put_bits(&w, dist_codes[dc], dist_lens[dc]);
    if (dist_extra[dc]) put_bits(&w, dist - dist_base[dc], dist_extra[dc]);
  }
  put_bits(&w, lit_codes[256], lit_lens[256]);
  if (!last) {
    put_bits(&w, 0, 3); /* stored block, not final */
    align_bits(&w);
    static const unsigned char empty[4] = {0x00, 0x00, 0xFF, 0xFF};
    memcpy(w.buf + w.pos, empty, 4);
    w.pos += 4;
  } else {
    align_bits(&w);
  }
  st->out = w.buf;
  st->out_size = w.pos;
  return 1;
}

/* ---- strips ---- */

static int encode_strip(screen_job *job, uint32_t s) {
  strip_state *st = &job->states[s];
  uint32_t y0 = s * TESSERA_PNG_STRIP_ROWS, y1 = y0 + TESSERA_PNG_STRIP_ROWS;
  if (y1 > job->height) y1 = job->height;
  /* At most one token per filtered byte. */
  st->tokens = (uint32_t *)malloc(sizeof(uint32_t) * job->stride * (y1 - y0));
  if (!st->tokens) return 0;
  uint64_t a = 0, b = 0;
  const uint32_t w = job->width;
  const size_t row_bytes = sizeof(uint32_t) * w;
  /* Whether the row above the strip was written with filter None (it differs from its own
     row above, or it is the first row). */
  int above_raw = y0 > 0 && (y0 == 1 || memcmp(job->pixels + (size_t)(y0 - 1) * w, job->pixels + (size_t)(y0 - 2) * w, row_bytes) != 0);
  for (uint32_t y = y0; y < y1; y++) {
    const uint32_t *row = job->pixels + (size_t)y * w;
    adler_sums sums = {0, 0, 0};
    if (y > 0 && memcmp(row, row - w, row_bytes) == 0) {
      /* Filter type Up: a 2, then stride - 1 zero bytes. */
      uint32_t zeros = (uint32_t)job->stride - 1;
      put_literal(st, 2);
      put_literal(st, 0);
      if (zeros - 1 >= 3) put_match(st, 1, zeros - 1);
      else
        for (uint32_t i = 1; i < zeros; i++) put_literal(st, 0);
      sums.a = 2;
      sums.b = 2 * (uint64_t)job->stride;
      sums.n = job->stride;
      above_raw = 0;
    } else {
      tokenize_row(job, st, y, above_raw);
      sums = row_sums(row, w, job->opaque);
      above_raw = 1;
    }
    /* Append the row's sums to the strip's. */
    uint64_t n = sums.n % ADLER_MOD;
    b = (b + n * a + sums.b) % ADLER_MOD;
    a = (a + sums.a) % ADLER_MOD;
  }
  st->adler_a = a;
  st->adler_b = b;
  st->length = (uint64_t)job->stride * (y1 - y0);
  int ok = write_block(st, s + 1 == job->strips);
  free(st->tokens);
  st->tokens = NULL;
  return ok;
}

static int strip_work(void *job, uint32_t s) { return encode_strip((screen_job *)job, s); }

int tessera_screen_deflate(const uint32_t *pixels, uint32_t width, uint32_t height, int opaque,
                           int threads, unsigned char **out, size_t *out_size) {
  *out = NULL;
  *out_size = 0;
  if (!pixels || width == 0 || height == 0 || width > 65536u) return 0;
  pthread_once(&tables_once, build_tables);
  screen_job job;
  memset(&job, 0, sizeof job);
  job.pixels = pixels;
  job.width = width;
  job.height = height;
  job.opaque = opaque;
  job.bpp = opaque ? 3u : 4u;
  job.stride = 1 + (size_t)width * job.bpp;
  job.strips = (height + TESSERA_PNG_STRIP_ROWS - 1) / TESSERA_PNG_STRIP_ROWS;
  job.states = (strip_state *)calloc(job.strips, sizeof(strip_state));
  int ok = job.states && tessera_run_strips(job.strips, threads, strip_work, &job);
  unsigned char *z = NULL;
  if (ok) {
    size_t total = 2 + 4;
    for (uint32_t s = 0; s < job.strips; s++) total += job.states[s].out_size;
    z = (unsigned char *)malloc(total);
    if (z) {
      z[0] = 0x78; /* deflate, 32 KiB window */
      z[1] = 0x01;
      size_t off = 2;
      uint64_t a = 1, b = 0;
      for (uint32_t s = 0; s < job.strips; s++) {
        strip_state *st = &job.states[s];
        memcpy(z + off, st->out, st->out_size);
        off += st->out_size;
        b = (b + (st->length % ADLER_MOD) * a + st->adler_b) % ADLER_MOD;
        a = (a + st->adler_a) % ADLER_MOD;
      }
      uint32_t adler = (uint32_t)(b << 16 | a);
      z[off++] = (unsigned char)(adler >> 24);
      z[off++] = (unsigned char)(adler >> 16);
      z[off++] = (unsigned char)(adler >> 8);
      z[off++] = (unsigned char)adler;
      *out = z;
      *out_size = off;
    }
  }
  if (job.states)
    for (uint32_t s = 0; s < job.strips; s++) {
      free(job.states[s].out);
      free(job.states[s].tokens);
    }
  free(job.states);
  return z != NULL;
}

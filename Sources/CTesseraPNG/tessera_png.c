#include "tessera_png.h"
#include "tessera_screen_deflate.h"
#include "tessera_strips.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

typedef struct {
  char *err;
  size_t err_len;
  int code;
} error_state;

static void set_error(error_state *state, int code, const char *message) {
  state->code = code;
  if (state->err && state->err_len > 0) {
    strncpy(state->err, message ? message : "unknown libpng error", state->err_len - 1);
    state->err[state->err_len - 1] = 0;
  }
}

static void on_error(png_structp png, png_const_charp message) {
  error_state *state = (error_state *)png_get_error_ptr(png);
  if (state->code == TESSERA_PNG_OK) {
    int code = TESSERA_PNG_ERR_CORRUPT;
    if (message && (strstr(message, "too large") || strstr(message, "exceeds") ||
                    strstr(message, "user limit")))
      code = TESSERA_PNG_ERR_TOO_LARGE;
    if (message && strstr(message, "memory")) code = TESSERA_PNG_ERR_NO_MEMORY;
    set_error(state, code, message);
  }
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

void tessera_png_buffer_free(tessera_png_buffer *buffer) {
  if (!buffer) return;
  free(buffer->data);
  buffer->data = NULL;
  buffer->size = 0;
  buffer->capacity = 0;
}

static void write_bytes(png_structp png, png_bytep bytes, png_size_t length) {
  tessera_png_buffer *out = (tessera_png_buffer *)png_get_io_ptr(png);
  if (out->size + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->size + length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(out->data, capacity);
    if (!grown) png_error(png, "out of memory while encoding");
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->size, bytes, length);
  out->size += length;
}

static void flush_bytes(png_structp png) { (void)png; }

/// Straight-alpha channel from a premultiplied one: round(c * 255 / a).
static inline unsigned char unpremultiply(unsigned c, unsigned a) {
  if (a == 0) return 0;
  unsigned v = (c * 255u + a / 2u) / a;
  return (unsigned char)(v > 255u ? 255u : v);
}

/// One row in PNG byte order: RGB (opaque) or straight-alpha RGBA.
static void convert_row(const unsigned char *src, uint32_t width, int opaque, unsigned char *dst) {
  if (opaque) {
    for (uint32_t x = 0; x < width; x++) {
      dst[3 * x + 0] = src[4 * x + 0];
      dst[3 * x + 1] = src[4 * x + 1];
      dst[3 * x + 2] = src[4 * x + 2];
    }
    return;
  }
  for (uint32_t x = 0; x < width; x++) {
    unsigned a = src[4 * x + 3];
    if (a == 255) {
      memcpy(dst + 4 * x, src + 4 * x, 4);
    } else {
      dst[4 * x + 0] = unpremultiply(src[4 * x + 0], a);
      dst[4 * x + 1] = unpremultiply(src[4 * x + 1], a);
      dst[4 * x + 2] = unpremultiply(src[4 * x + 2], a);
      dst[4 * x + 3] = (unsigned char)a;
    }
  }
}

static inline unsigned char paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  if (pa <= pb && pa <= pc) return (unsigned char)a;
  if (pb <= pc) return (unsigned char)b;
  return (unsigned char)c;
}

/// Filters one row with one filter type into out[0] (type byte) and out[1...].
static void filter_row(int type, const unsigned char *cur, const unsigned char *prev, size_t n,
                       int bpp, unsigned char *out) {
  out[0] = (unsigned char)type;
  unsigned char *o = out + 1;
  switch (type) {
    case TESSERA_PNG_FILTER_SUB:
      for (size_t i = 0; i < n; i++) o[i] = (unsigned char)(cur[i] - (i >= (size_t)bpp ? cur[i - bpp] : 0));
      break;
    case TESSERA_PNG_FILTER_UP:
      for (size_t i = 0; i < n; i++) o[i] = (unsigned char)(cur[i] - prev[i]);
      break;
    case TESSERA_PNG_FILTER_PAETH:
      for (size_t i = 0; i < n; i++) {
        int a = i >= (size_t)bpp ? cur[i - bpp] : 0;
        int c = i >= (size_t)bpp ? prev[i - bpp] : 0;
        o[i] = (unsigned char)(cur[i] - paeth(a, prev[i], c));
      }
      break;
    default:
      out[0] = 0;
      memcpy(o, cur, n);
  }
}

static size_t row_cost(const unsigned char *row, size_t n) {
  size_t sum = 0;
  for (size_t i = 1; i <= n; i++) sum += row[i] < 128 ? row[i] : 256 - row[i];
  return sum;
}

typedef struct {
  const unsigned char *pixels;
  uint32_t width;
  uint32_t height;
  int opaque;
  int bpp;
  size_t rowbytes;
  int filter;
  int level;
  int strategy;
  unsigned char *filtered; /* (rowbytes + 1) * height */
  uint32_t strips;
  /* per strip results */
  unsigned char **zdata;
  size_t *zsize;
  uLong *adler;
} encode_job;

/// Filters the rows of one strip (each row needs the unfiltered row above, recomputed here so
/// strips are independent).
static int filter_strip(encode_job *job, uint32_t s) {
  uint32_t y0 = s * TESSERA_PNG_STRIP_ROWS;
  uint32_t y1 = y0 + TESSERA_PNG_STRIP_ROWS;
  if (y1 > job->height) y1 = job->height;
  size_t rb = job->rowbytes;
  unsigned char *rows = (unsigned char *)malloc(rb * 2 + (rb + 1) * 2);
  if (!rows) return 0;
  unsigned char *prev = rows, *cur = rows + rb, *trial = rows + 2 * rb;
  if (y0 == 0) {
    memset(prev, 0, rb);
  } else {
    convert_row(job->pixels + (size_t)(y0 - 1) * job->width * 4u, job->width, job->opaque, prev);
  }
  for (uint32_t y = y0; y < y1; y++) {
    convert_row(job->pixels + (size_t)y * job->width * 4u, job->width, job->opaque, cur);
    unsigned char *dst = job->filtered + (size_t)y * (rb + 1);
    if (job->filter == TESSERA_PNG_FILTER_ADAPTIVE) {
      static const int types[] = {TESSERA_PNG_FILTER_NONE, TESSERA_PNG_FILTER_SUB, TESSERA_PNG_FILTER_UP,
                                  TESSERA_PNG_FILTER_PAETH};
      size_t best_cost = (size_t)-1;
      for (int k = 0; k < 4; k++) {
        unsigned char *candidate = trial + (k % 2) * (rb + 1);
        filter_row(types[k], cur, prev, rb, job->bpp, candidate);
        size_t cost = row_cost(candidate, rb);
        if (cost < best_cost) {
          best_cost = cost;
          memcpy(dst, candidate, rb + 1);
        }
      }
    } else {
      filter_row(job->filter, cur, prev, rb, job->bpp, dst);
    }
    unsigned char *t = prev;
    prev = cur;
    cur = t;
  }
  free(rows);
  return 1;
}

/// Compresses one strip as raw deflate, primed with the previous strip's last 32 KiB, ending
/// with a sync flush (or the final block for the last strip).
static int compress_strip(encode_job *job, uint32_t s) {
  size_t stride = job->rowbytes + 1;
  size_t start = (size_t)s * TESSERA_PNG_STRIP_ROWS * stride;
  size_t end = start + (size_t)TESSERA_PNG_STRIP_ROWS * stride;
  size_t total = stride * job->height;
  if (end > total) end = total;
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  if (deflateInit2(&zs, job->level, Z_DEFLATED, -15, 8, job->strategy) != Z_OK) return 0;
  if (start > 0) {
    size_t dict = start < 32768 ? start : 32768;
    deflateSetDictionary(&zs, job->filtered + start - dict, (uInt)dict);
  }
  size_t cap = deflateBound(&zs, (uLong)(end - start)) + 16;
  unsigned char *out = (unsigned char *)malloc(cap);
  if (!out) {
    deflateEnd(&zs);
    return 0;
  }
  zs.next_in = job->filtered + start;
  zs.avail_in = (uInt)(end - start);
  zs.next_out = out;
  zs.avail_out = (uInt)cap;
  int last = (s + 1 == job->strips);
  int rc = deflate(&zs, last ? Z_FINISH : Z_SYNC_FLUSH);
  int ok = last ? rc == Z_STREAM_END : (rc == Z_OK && zs.avail_in == 0);
  job->zsize[s] = cap - zs.avail_out;
  deflateEnd(&zs);
  if (!ok) {
    free(out);
    return 0;
  }
  job->zdata[s] = out;
  job->adler[s] = adler32(adler32(0L, Z_NULL, 0), job->filtered + start, (uInt)(end - start));
  return 1;
}

static int filter_work(void *job, uint32_t s) { return filter_strip((encode_job *)job, s); }
static int compress_work(void *job, uint32_t s) { return compress_strip((encode_job *)job, s); }

/// Filters and compresses with zlib in strips (see tessera_png_encode). Returns 1 with a
/// malloc'ed zlib stream, 0 when out of memory.
static int zlib_stream(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque, int level,
                       int strategy, int filter, int threads, unsigned char **out, size_t *out_size) {
  encode_job job;
  memset(&job, 0, sizeof job);
  job.pixels = pixels;
  job.width = width;
  job.height = height;
  job.opaque = opaque;
  job.bpp = opaque ? 3 : 4;
  job.rowbytes = (size_t)width * (size_t)job.bpp;
  job.filter = filter;
  job.level = level < 0 ? 0 : (level > 9 ? 9 : level);
  job.strategy = strategy == 1 ? Z_FILTERED : (strategy == 3 ? Z_RLE : Z_DEFAULT_STRATEGY);
  job.strips = (height + TESSERA_PNG_STRIP_ROWS - 1) / TESSERA_PNG_STRIP_ROWS;
  job.filtered = (unsigned char *)malloc((job.rowbytes + 1) * (size_t)height);
  job.zdata = (unsigned char **)calloc(job.strips, sizeof(unsigned char *));
  job.zsize = (size_t *)calloc(job.strips, sizeof(size_t));
  job.adler = (uLong *)calloc(job.strips, sizeof(uLong));
  int ok = job.filtered && job.zdata && job.zsize && job.adler;
  /* Compression reads the previous strip's filtered rows, so all filtering finishes first. */
  ok = ok && tessera_run_strips(job.strips, threads, filter_work, &job);
  ok = ok && tessera_run_strips(job.strips, threads, compress_work, &job);
  unsigned char *zdata = NULL;
  size_t zsize = 0;
  if (ok) {
    size_t total = 2 + 4;
    for (uint32_t s = 0; s < job.strips; s++) total += job.zsize[s];
    zdata = (unsigned char *)malloc(total);
    if (zdata) {
      unsigned char *z = zdata;
      /* zlib header: deflate, 32 KiB window, no dictionary, check bits. */
      z[0] = 0x78;
      z[1] = 0x01;
      size_t off = 2;
      uLong adler = adler32(0L, Z_NULL, 0);
      size_t stride = job.rowbytes + 1;
      for (uint32_t s = 0; s < job.strips; s++) {
        memcpy(z + off, job.zdata[s], job.zsize[s]);
        off += job.zsize[s];
        size_t rows = (s + 1 == job.strips) ? job.height - s * TESSERA_PNG_STRIP_ROWS : TESSERA_PNG_STRIP_ROWS;
        adler = adler32_combine(adler, job.adler[s], (z_off_t)(rows * stride));
      }
      z[off++] = (unsigned char)(adler >> 24);
      z[off++] = (unsigned char)(adler >> 16);
      z[off++] = (unsigned char)(adler >> 8);
      z[off++] = (unsigned char)adler;
      zsize = off;
    }
  }
  if (job.zdata)
    for (uint32_t s = 0; s < job.strips; s++) free(job.zdata[s]);
  free(job.zdata);
  free(job.zsize);
  free(job.adler);
  free(job.filtered);
  *out = zdata;
  *out_size = zsize;
  return zdata != NULL;
}

int tessera_png_encode(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque,
                       int method, int level, int strategy, int filter, int threads,
                       const uint64_t *pixel_digest, tessera_png_buffer *out, char *err,
                       size_t err_len) {
  error_state state = {err, err_len, TESSERA_PNG_OK};
  if (!pixels || !out || width == 0 || height == 0) {
    set_error(&state, TESSERA_PNG_ERR_ARGUMENT, "empty image or missing buffer");
    return state.code;
  }
  out->data = NULL;
  out->size = 0;
  out->capacity = 0;
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  int thread_count = threads > 0 ? threads : (int)(cores > 0 ? cores : 1);
  if (thread_count > 8) thread_count = 8;
  unsigned char *z = NULL;
  size_t zlen = 0;
  int ok;
  if (method == TESSERA_PNG_METHOD_SCREEN && width <= 65536u) {
    ok = tessera_screen_deflate((const uint32_t *)(const void *)pixels, width, height, opaque, thread_count, &z, &zlen);
  } else {
    ok = zlib_stream(pixels, width, height, opaque, level, strategy, filter, thread_count, &z, &zlen);
  }
  if (!ok) {
    set_error(&state, TESSERA_PNG_ERR_NO_MEMORY, "out of memory while compressing");
    return state.code;
  }
  unsigned char *volatile zdata = z;
  size_t zsize = zlen;

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    if (png) png_destroy_write_struct(&png, NULL);
    free(zdata);
    set_error(&state, TESSERA_PNG_ERR_NO_MEMORY, "cannot create libpng write structs");
    return state.code;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(zdata);
    tessera_png_buffer_free(out);
    if (state.code == TESSERA_PNG_OK) set_error(&state, TESSERA_PNG_ERR_CORRUPT, "libpng failed");
    return state.code;
  }
  png_set_write_fn(png, out, write_bytes, flush_bytes);
  png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info(png, info);
  if (pixel_digest) {
    /* pxHS: ancillary, private, unsafe to copy (an editor that changes the image drops it). */
    static const png_byte pxhs[5] = {'p', 'x', 'H', 'S', 0};
    unsigned char ihdr[13];
    ihdr[0] = (unsigned char)(width >> 24);
    ihdr[1] = (unsigned char)(width >> 16);
    ihdr[2] = (unsigned char)(width >> 8);
    ihdr[3] = (unsigned char)width;
    ihdr[4] = (unsigned char)(height >> 24);
    ihdr[5] = (unsigned char)(height >> 16);
    ihdr[6] = (unsigned char)(height >> 8);
    ihdr[7] = (unsigned char)height;
    ihdr[8] = 8;
    ihdr[9] = opaque ? 2 : 6;
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    uint64_t image[2];
    tessera_png_data_digest(ihdr, zdata, zsize, image);
    unsigned char body[33];
    body[0] = 1;
    memcpy(body + 1, pixel_digest, 16);
    memcpy(body + 17, image, 16);
    png_write_chunk(png, pxhs, body, sizeof body);
  }
  /* IDAT chunks of at most 1 MiB each, then IEND, written as raw chunks because the data is
     already filtered and compressed. */
  static const png_byte idat[5] = {'I', 'D', 'A', 'T', 0};
  static const png_byte iend[5] = {'I', 'E', 'N', 'D', 0};
  const size_t chunk = 1u << 20;
  for (size_t off = 0; off < zsize; off += chunk) {
    size_t n = zsize - off < chunk ? zsize - off : chunk;
    png_write_chunk(png, idat, zdata + off, n);
  }
  png_write_chunk(png, iend, NULL, 0);
  png_destroy_write_struct(&png, &info);
  free(zdata);
  return TESSERA_PNG_OK;
}

/// Compressed image data that decoding still reads after the last row the header declares: at
/// most the end of the deflate stream and its Adler-32 (a few bytes in any encoder's output).
#define TESSERA_PNG_IDAT_TAIL_MAX 1024u
/// The largest allocation one ancillary chunk may cause (decompressed text or profile, cached
/// chunk); chunks Tessera does not use are skipped without reading them into memory.
#define TESSERA_PNG_CHUNK_MALLOC_MAX (8u * 1024u * 1024u)
/// The most ancillary chunks libpng keeps.
#define TESSERA_PNG_CHUNK_CACHE_MAX 128u

static const char image_data_too_large[] = "image data is larger than its header declares";

/// libpng's allocations during one decode are counted into the caller's cost (NULL: not counted),
/// so that tests can prove what decoding does not do (inflate an ancillary chunk) without timing
/// it. The counts live in the caller's memory, never in this frame, so they survive libpng's
/// longjmp on an error.
static png_voidp counting_malloc(png_structp png, png_alloc_size_t size) {
  tessera_png_decode_cost *cost = (tessera_png_decode_cost *)png_get_mem_ptr(png);
  if (cost) cost->bytes_allocated += size;
  return malloc(size);
}

static void counting_free(png_structp png, png_voidp ptr) {
  (void)png;
  free(ptr);
}

/// The bytes libpng reads from, with the position of the chunk being read, so that compressed
/// image data read after the last row can be counted and refused.
typedef struct {
  const unsigned char *data;
  size_t size;
  size_t offset;
  error_state *state;
  /* Chunk cursor: offset of the current chunk's length field, its data length and type. */
  size_t chunk_start;
  size_t next_chunk;
  size_t chunk_length;
  int chunk_is_idat;
  /* Set once libpng starts reading rows; then `height` rows of the final pass end the image. */
  int rows_started;
  uint32_t height;
  size_t tail_bytes;
  /* Set while png_read_end reads the chunks after the image; counts IDAT data it skips. */
  int reading_end;
  size_t late_idat_bytes;
  /* Where the bytes read are counted (NULL: not counted). */
  tessera_png_decode_cost *cost;
} read_source;

static uint32_t be32(const unsigned char *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

/// Whether libpng has delivered every row the header declares and is only finishing the
/// stream: past the last pass (interlaced) or the last row (not interlaced).
static int rows_finished(png_structp png, const read_source *src) {
  if (!src->rows_started) return 0;
  return png_get_current_pass_number(png) >= 7 || png_get_current_row_number(png) >= src->height;
}

/// Moves the chunk cursor to the chunk holding `offset`, and counts compressed image data read
/// after the last row: more than TESSERA_PNG_IDAT_TAIL_MAX bytes of it stop decoding before it is
/// inflated (a "decompression bomb" behind a small header).
static void track_chunks(png_structp png, read_source *src, size_t length) {
  size_t off = src->offset;
  while (off >= 8 && off >= src->next_chunk) {
    size_t start = src->next_chunk;
    if (src->size - start < 8) {
      /* A truncated chunk header: libpng's own read reports it. */
      src->chunk_is_idat = 0;
      src->next_chunk = (size_t)-1;
      return;
    }
    src->chunk_start = start;
    src->chunk_length = be32(src->data + start);
    src->chunk_is_idat = memcmp(src->data + start + 4, "IDAT", 4) == 0;
    src->next_chunk = start + 12u + src->chunk_length;
  }
  if (!src->chunk_is_idat || off < src->chunk_start + 8u || off >= src->chunk_start + 8u + src->chunk_length)
    return;
  if (!rows_finished(png, src)) return;
  if (src->reading_end) src->late_idat_bytes += length;
  src->tail_bytes += length;
  if (src->tail_bytes > TESSERA_PNG_IDAT_TAIL_MAX) {
    set_error(src->state, TESSERA_PNG_ERR_CORRUPT, image_data_too_large);
    png_error(png, image_data_too_large);
  }
}

static void read_bytes(png_structp png, png_bytep bytes, png_size_t length) {
  read_source *src = (read_source *)png_get_io_ptr(png);
  if (length > src->size - src->offset) png_error(png, "truncated PNG data");
  track_chunks(png, src, length);
  memcpy(bytes, src->data + src->offset, length);
  src->offset += length;
  if (src->cost) src->cost->bytes_read += length;
}

/// libpng's warnings for image data beyond what the header declares (more rows' worth of data
/// in the stream, data after its end, IDAT chunks after it) end decoding with an error.
static void on_read_warning(png_structp png, png_const_charp message) {
  if (message && (strstr(message, "Too much image data") || strstr(message, "Extra compressed data") ||
                  strstr(message, "Too many IDATs"))) {
    error_state *state = (error_state *)png_get_error_ptr(png);
    if (state->code == TESSERA_PNG_OK) set_error(state, TESSERA_PNG_ERR_CORRUPT, image_data_too_large);
    png_longjmp(png, 1);
  }
}

static int check_signature(const unsigned char *data, size_t size, error_state *state) {
  if (!data || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    set_error(state, TESSERA_PNG_ERR_NOT_PNG, "not a PNG file (bad signature)");
    return 0;
  }
  return 1;
}

int tessera_png_read_size(const unsigned char *data, size_t size, uint32_t *width,
                          uint32_t *height, char *err, size_t err_len) {
  error_state state = {err, err_len, TESSERA_PNG_OK};
  if (!check_signature(data, size, &state)) return state.code;
  /* The IHDR must be the first chunk: length 13 at offset 8, type at 12, size at 16. The full
     decode verifies its CRC later; here the size alone decides whether to go on. */
  if (size < 24 || memcmp(data + 12, "IHDR", 4) != 0) {
    set_error(&state, TESSERA_PNG_ERR_CORRUPT, "missing or truncated IHDR chunk");
    return state.code;
  }
  *width = ((uint32_t)data[16] << 24) | ((uint32_t)data[17] << 16) | ((uint32_t)data[18] << 8) | data[19];
  *height = ((uint32_t)data[20] << 24) | ((uint32_t)data[21] << 16) | ((uint32_t)data[22] << 8) | data[23];
  if (*width == 0 || *height == 0 || *width > 0x7fffffffu || *height > 0x7fffffffu) {
    set_error(&state, TESSERA_PNG_ERR_CORRUPT, "invalid image size in IHDR");
    return state.code;
  }
  return TESSERA_PNG_OK;
}

/// The size of the filtered scanlines an IHDR declares (a filter byte per row of each pass).
static size_t declared_image_data(uint32_t width, uint32_t height, int bit_depth, int color_type,
                                  int interlaced) {
  int channels = color_type == 2 ? 3 : color_type == 4 ? 2 : color_type == 6 ? 4 : 1;
  size_t bits = (size_t)channels * (size_t)bit_depth;
  if (!interlaced) return (size_t)height * (1u + ((size_t)width * bits + 7u) / 8u);
  static const uint32_t x0[7] = {0, 4, 0, 2, 0, 1, 0}, y0[7] = {0, 0, 4, 0, 2, 0, 1};
  static const uint32_t dx[7] = {8, 8, 4, 4, 2, 2, 1}, dy[7] = {8, 8, 8, 4, 4, 2, 2};
  size_t total = 0;
  for (int p = 0; p < 7; p++) {
    if (width <= x0[p] || height <= y0[p]) continue;
    size_t w = (width - x0[p] + dx[p] - 1) / dx[p];
    size_t h = (height - y0[p] + dy[p] - 1) / dy[p];
    total += h * (1u + (w * bits + 7u) / 8u);
  }
  return total;
}

/// Inflates the whole IDAT stream (output discarded, never more than `declared` + 64 KiB) and
/// checks that it ends after exactly the declared image data with nothing after it. Only run when
/// libpng skipped IDAT data after the image: either the end of a stream split across chunks, or
/// data after the stream's end, which libpng would ignore. Returns 1 when the data is as
/// declared, 0 with a message in `state` otherwise.
static int verify_image_data(const unsigned char *data, size_t size, size_t declared, error_state *state) {
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  if (inflateInit(&zs) != Z_OK) {
    set_error(state, TESSERA_PNG_ERR_NO_MEMORY, "out of memory while checking image data");
    return 0;
  }
  unsigned char scratch[16384];
  size_t produced = 0;
  int ended = 0, ok = 1;
  size_t off = 8;
  while (ok && size - off >= 12) {
    size_t length = be32(data + off);
    if (length > size - off - 12) break;
    int is_idat = memcmp(data + off + 4, "IDAT", 4) == 0;
    int is_iend = memcmp(data + off + 4, "IEND", 4) == 0;
    if (is_idat && length > 0) {
      if (ended) {
        ok = 0;
        break;
      }
      zs.next_in = (Bytef *)(uintptr_t)(data + off + 8);
      zs.avail_in = (uInt)length;
      while (zs.avail_in > 0) {
        zs.next_out = scratch;
        zs.avail_out = sizeof scratch;
        int rc = inflate(&zs, Z_NO_FLUSH);
        produced += sizeof scratch - zs.avail_out;
        if (produced > declared) {
          ok = 0;
          break;
        }
        if (rc == Z_STREAM_END) {
          ended = 1;
          if (zs.avail_in > 0) ok = 0;
          break;
        }
        if (rc != Z_OK) {
          inflateEnd(&zs);
          set_error(state, TESSERA_PNG_ERR_CORRUPT, "damaged image data after the last row");
          return 0;
        }
      }
    }
    if (is_iend) break;
    off += 12u + length;
  }
  inflateEnd(&zs);
  if (!ok) set_error(state, TESSERA_PNG_ERR_CORRUPT, image_data_too_large);
  return ok;
}

/// Decodes into RGBA rows of 8 bits (`sixteen` == 0) or 16 bits per channel (host byte order),
/// straight alpha, stride width * 4 samples. Reports the file's bit depth and color type.
static int decode_rgba(const unsigned char *data, size_t size, uint32_t max_side, int sixteen,
                       unsigned char *out, size_t out_size, int *file_bit_depth, int *file_color_type,
                       tessera_png_decode_cost *cost, char *err, size_t err_len) {
  error_state state = {err, err_len, TESSERA_PNG_OK};
  if (cost) memset(cost, 0, sizeof *cost);
  if (!check_signature(data, size, &state)) return state.code;
  png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &state, on_error, on_read_warning,
                                             cost, counting_malloc, counting_free);
  if (!png) {
    set_error(&state, TESSERA_PNG_ERR_NO_MEMORY, "cannot create libpng read struct");
    return state.code;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    set_error(&state, TESSERA_PNG_ERR_NO_MEMORY, "cannot create libpng info struct");
    return state.code;
  }
  read_source src;
  memset(&src, 0, sizeof src);
  src.data = data;
  src.size = size;
  src.state = &state;
  src.next_chunk = 8;
  src.cost = cost;
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    if (state.code == TESSERA_PNG_OK) set_error(&state, TESSERA_PNG_ERR_CORRUPT, "libpng failed");
    return state.code;
  }
  png_set_user_limits(png, max_side, max_side);
  /* Ancillary chunks: none may cost more than 8 MiB (decompressed zTXt, iTXt, iCCP included),
     at most 128 are kept, and those the decoder has no use for (all but PLTE and tRNS) are
     skipped without being read into memory or decompressed. */
  png_set_chunk_malloc_max(png, TESSERA_PNG_CHUNK_MALLOC_MAX);
  png_set_chunk_cache_max(png, TESSERA_PNG_CHUNK_CACHE_MAX);
#ifdef PNG_HANDLE_AS_UNKNOWN_SUPPORTED
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
#endif
  png_set_read_fn(png, &src, read_bytes);
  png_read_info(png, info);
  uint32_t width = png_get_image_width(png, info);
  uint32_t height = png_get_image_height(png, info);
  size_t sample_bytes = sixteen ? 2u : 1u;
  if ((size_t)width * (size_t)height * 4u * sample_bytes != out_size) {
    set_error(&state, TESSERA_PNG_ERR_ARGUMENT, "output buffer does not match the image size");
    png_error(png, "size mismatch");
  }
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  if (file_bit_depth) *file_bit_depth = bit_depth;
  if (file_color_type) *file_color_type = color_type;
  int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (has_trns) png_set_tRNS_to_alpha(png);
  if (sixteen) {
    /* 8-bit samples become v * 257 = v * 65535 / 255 exactly; lower depths were expanded to
       8 bits exactly above (v * 255 / max) first. */
    if (bit_depth < 16) png_set_expand_16(png);
  } else if (bit_depth == 16) {
    png_set_scale_16(png);
  }
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(png);
  if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns)
    png_set_add_alpha(png, sixteen ? 0xffff : 0xff, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  size_t row_bytes = (size_t)width * 4u * sample_bytes;
  if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "unsupported pixel layout");
  rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (!rows) png_error(png, "out of memory while decoding");
  for (uint32_t y = 0; y < height; y++) rows[y] = out + (size_t)y * row_bytes;
  src.height = height;
  src.rows_started = 1;
  png_read_image(png, rows);
  src.reading_end = 1;
  png_read_end(png, NULL);
  int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
  png_destroy_read_struct(&png, &info, NULL);
  free(rows);
  if (src.late_idat_bytes > 0 &&
      !verify_image_data(data, size, declared_image_data(width, height, bit_depth, color_type, interlaced),
                         &state))
    return state.code;
  if (sixteen) {
    /* PNG stores samples big-endian; hand them over in host order. */
    uint16_t *samples = (uint16_t *)(void *)out;
    size_t count = out_size / 2u;
    for (size_t i = 0; i < count; i++) {
      const unsigned char *b = out + 2u * i;
      samples[i] = (uint16_t)(((unsigned)b[0] << 8) | b[1]);
    }
  }
  return TESSERA_PNG_OK;
}

int tessera_png_decode_rgba(const unsigned char *data, size_t size, uint32_t max_side,
                            unsigned char *out, size_t out_size, char *err, size_t err_len) {
  return decode_rgba(data, size, max_side, 0, out, out_size, NULL, NULL, NULL, err, err_len);
}

int tessera_png_decode_rgba_costed(const unsigned char *data, size_t size, uint32_t max_side,
                                   unsigned char *out, size_t out_size, tessera_png_decode_cost *cost,
                                   char *err, size_t err_len) {
  return decode_rgba(data, size, max_side, 0, out, out_size, NULL, NULL, cost, err, err_len);
}

int tessera_png_decode_rgba16(const unsigned char *data, size_t size, uint32_t max_side, uint16_t *out,
                              size_t out_count, int *bit_depth, int *color_type, char *err,
                              size_t err_len) {
  return decode_rgba(data, size, max_side, 1, (unsigned char *)out, out_count * 2u, bit_depth, color_type,
                     NULL, err, err_len);
}

static uint32_t read_be32(const unsigned char *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

int tessera_png_check_structure(const unsigned char *data, size_t size, char *err, size_t err_len) {
  error_state state = {err, err_len, TESSERA_PNG_OK};
  if (!check_signature(data, size, &state)) return state.code;
  size_t offset = 8;
  int chunks = 0, seen_idat = 0, idat_ended = 0;
  while (1) {
    if (size - offset < 12) {
      set_error(&state, TESSERA_PNG_ERR_CORRUPT, "the file ends inside a chunk, before IEND");
      return state.code;
    }
    uint32_t length = read_be32(data + offset);
    const unsigned char *type = data + offset + 4;
    if (length > 0x7fffffffu || (size_t)length > size - offset - 12) {
      set_error(&state, TESSERA_PNG_ERR_CORRUPT, "a chunk runs past the end of the file");
      return state.code;
    }
    for (int i = 0; i < 4; i++) {
      unsigned char c = type[i];
      if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
        set_error(&state, TESSERA_PNG_ERR_CORRUPT, "a chunk type is not four letters");
        return state.code;
      }
    }
    /* As libpng: a critical chunk's CRC must match; an ancillary chunk with a bad CRC is dropped. */
    uint32_t stored = read_be32(data + offset + 8 + length);
    int critical = type[0] >= 'A' && type[0] <= 'Z';
    if (critical && (uint32_t)crc32(0L, type, (uInt)(length + 4)) != stored) {
      set_error(&state, TESSERA_PNG_ERR_CORRUPT, "a chunk's CRC does not match its data");
      return state.code;
    }
    int is_idat = memcmp(type, "IDAT", 4) == 0;
    if (chunks == 0 && (memcmp(type, "IHDR", 4) != 0 || length != 13)) {
      set_error(&state, TESSERA_PNG_ERR_CORRUPT, "the first chunk is not a 13-byte IHDR");
      return state.code;
    }
    if (memcmp(type, "acTL", 4) == 0 || memcmp(type, "fcTL", 4) == 0 || memcmp(type, "fdAT", 4) == 0) {
      set_error(&state, TESSERA_PNG_ERR_CORRUPT,
                "an animated PNG (APNG): only still images are compared, as the frames shown differ from the image");
      return state.code;
    }
    if (is_idat) {
      if (idat_ended) {
        set_error(&state, TESSERA_PNG_ERR_CORRUPT, "IDAT chunks are not consecutive (another chunk between them)");
        return state.code;
      }
      seen_idat = 1;
    } else if (seen_idat) {
      idat_ended = 1;
    }
    /* An unknown critical chunk (upper-case first letter) means the file cannot be shown. */
    if (type[0] >= 'A' && type[0] <= 'Z' && memcmp(type, "IHDR", 4) != 0 && memcmp(type, "PLTE", 4) != 0 &&
        !is_idat && memcmp(type, "IEND", 4) != 0) {
      set_error(&state, TESSERA_PNG_ERR_CORRUPT, "an unknown critical chunk");
      return state.code;
    }
    chunks++;
    offset += 12 + (size_t)length;
    if (memcmp(type, "IEND", 4) == 0) {
      if (!seen_idat) {
        set_error(&state, TESSERA_PNG_ERR_CORRUPT, "no image data (IDAT)");
        return state.code;
      }
      return TESSERA_PNG_OK; /* Bytes after IEND are not part of the image (libpng ignores them). */
    }
  }
}

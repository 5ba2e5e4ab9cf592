// C shim around libpng for Tessera. libpng reports errors by longjmp; every setjmp and
// longjmp happens inside these functions, so no jump ever crosses a Swift frame. Each
// function returns 0 on success, or a nonzero code with a message in `err`.
#ifndef TESSERA_PNG_H
#define TESSERA_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  TESSERA_PNG_OK = 0,
  TESSERA_PNG_ERR_NOT_PNG = 1,
  TESSERA_PNG_ERR_CORRUPT = 2,
  TESSERA_PNG_ERR_TOO_LARGE = 3,
  TESSERA_PNG_ERR_NO_MEMORY = 4,
  TESSERA_PNG_ERR_ARGUMENT = 5
};

/// A growable byte buffer owned by C; free it with tessera_png_buffer_free.
typedef struct tessera_png_buffer {
  unsigned char *data;
  size_t size;
  size_t capacity;
} tessera_png_buffer;

void tessera_png_buffer_free(tessera_png_buffer *buffer);

/// Row filters for encoding.
enum {
  TESSERA_PNG_FILTER_NONE = 0,
  TESSERA_PNG_FILTER_SUB = 1,
  TESSERA_PNG_FILTER_UP = 2,
  TESSERA_PNG_FILTER_PAETH = 4,
  TESSERA_PNG_FILTER_ADAPTIVE = 5
};

/// Compression methods for encoding.
enum {
  /// zlib at a level and strategy, after a row filter.
  TESSERA_PNG_METHOD_ZLIB = 0,
  /// Tessera's own deflate encoder for screen images: whole-row copies, pixel runs, copies from
  /// above and repeated pixel pairs, Huffman-coded per strip (filter type None on every row;
  /// level, strategy and filter are ignored). Images wider than 65,536 pixels use zlib.
  TESSERA_PNG_METHOD_SCREEN = 1
};

/// Encodes premultiplied RGBA8 rows (row stride = width * 4) as a PNG, unpremultiplying on the
/// way out. `opaque` != 0 writes an RGB image (alpha dropped). With TESSERA_PNG_METHOD_ZLIB,
/// rows are filtered with `filter`
/// (ADAPTIVE picks, per row, the filter with the smallest sum of absolute values) and
/// compressed with zlib at `level` (0-9) and `strategy` (0 default, 1 filtered, 3 RLE).
/// Compression runs in strips of TESSERA_PNG_STRIP_ROWS rows, each primed with the previous
/// strip's last 32 KiB and ended by a sync flush (as pigz does), on up to `threads` threads
/// (0: one per core, at most 8): the bytes depend on the strip size only, never on the thread
/// count. libpng writes the signature, IHDR, the IDAT framing and IEND; no time, text or gamma
/// chunks are written.
/// `pixel_digest` (two words, or NULL) is the digest of the pixmap the rows came from (see
/// tessera_digest128); when given, a private ancillary chunk `pxHS` before the first IDAT stores
/// it with a digest of the IHDR and the compressed image data, so a later check can tell the
/// file still holds those pixels without decoding it (tessera_png_stored_digest).
int tessera_png_encode(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque,
                       int method, int level, int strategy, int filter, int threads,
                       const uint64_t *pixel_digest, tessera_png_buffer *out, char *err,
                       size_t err_len);

/// A 128-bit digest of `size` bytes (little-endian words), in `out[0]`, `out[1]`. Stable across
/// machines, runs and versions of Tessera: it is stored in PNG files.
void tessera_digest128(const void *data, size_t size, uint64_t seed, uint64_t out[2]);

/// tessera_digest128 of `count` packed pixels (4 bytes each), read once: also returns 1 when
/// every pixel's alpha (its top byte) is 255, else 0.
int tessera_pixel_digest(const uint32_t *pixels, size_t count, uint64_t seed, uint64_t out[2]);

/// 1 when every premultiplied pixel has its color channels at most its alpha, so that
/// unpremultiplying and premultiplying again gives the same pixel; 0 otherwise.
int tessera_pixels_canonical(const uint32_t *pixels, size_t count);

/// The digest of an IHDR body (13 bytes) and the concatenated IDAT data, as stored in `pxHS`.
void tessera_png_data_digest(const unsigned char *ihdr, const unsigned char *idat, size_t size,
                             uint64_t out[2]);

/// Reads the pixel digest that tessera_png_encode stored in a PNG held in memory. Returns 1 and
/// fills `out` only when the chunk is present and the file's IHDR and IDAT data still match the
/// digest stored beside it (an edited, re-encoded, truncated or foreign file returns 0).
int tessera_png_stored_digest(const unsigned char *data, size_t size, uint64_t out[2]);

/// Whether the encoder may use optional CPU features (AVX2 on x86-64); 1 by default. The output is
/// the same either way: tests turn them off to prove it.
void tessera_png_use_cpu_features(int enabled);

/// Rows per independently compressed strip.
#define TESSERA_PNG_STRIP_ROWS 64

/// Reads the size of a PNG held in memory.
int tessera_png_read_size(const unsigned char *data, size_t size, uint32_t *width,
                          uint32_t *height, char *err, size_t err_len);

/// Decodes a PNG of any color type and bit depth into straight-alpha RGBA8 rows (stride
/// width * 4) in `out`, which holds `out_size` bytes. Images wider or taller than `max_side`
/// are refused with TESSERA_PNG_ERR_TOO_LARGE.
///
/// Decoding is bounded by the header: after the last row, at most 1 KiB more compressed image
/// data is read (the end of the deflate stream and its Adler-32 need a few bytes); a file whose
/// image data goes on (more rows' worth, data after the stream's end, or further IDAT chunks with
/// data) fails with TESSERA_PNG_ERR_CORRUPT and "image data is larger than its header declares".
/// Ancillary chunks other than tRNS are skipped unread, and no chunk may cost more than 8 MiB.
int tessera_png_decode_rgba(const unsigned char *data, size_t size, uint32_t max_side,
                            unsigned char *out, size_t out_size, char *err, size_t err_len);

/// What one decode cost: bytes of the file libpng read (skipped chunks included), and bytes
/// libpng and zlib allocated in all (inflating a chunk would allocate its decompressed size).
typedef struct tessera_png_decode_cost {
  size_t bytes_read;
  size_t bytes_allocated;
} tessera_png_decode_cost;

/// Decodes like tessera_png_decode_rgba and reports in `cost` (zeroed first; filled on success and
/// on failure) what the decode read and allocated, so that its bounds can be checked by counting.
int tessera_png_decode_rgba_costed(const unsigned char *data, size_t size, uint32_t max_side,
                                   unsigned char *out, size_t out_size, tessera_png_decode_cost *cost,
                                   char *err, size_t err_len);

/// Decodes like tessera_png_decode_rgba, at full precision: straight-alpha RGBA rows of 16-bit
/// samples in host byte order (stride width * 4 samples) in `out`, which holds `out_count`
/// samples. Lower depths are scaled exactly (v * 65535 / (2^depth - 1)); palette and gray are
/// expanded; tRNS becomes alpha; images without alpha get 65535. `bit_depth` and `color_type`
/// (either may be NULL) receive the file's IHDR values.
int tessera_png_decode_rgba16(const unsigned char *data, size_t size, uint32_t max_side, uint16_t *out,
                              size_t out_count, int *bit_depth, int *color_type, char *err,
                              size_t err_len);

#ifdef __cplusplus
}
#endif
/// Checks a PNG's chunk structure without decoding: the signature, IHDR first, every chunk's
/// length, critical chunks' CRCs, IDAT chunks consecutive, no unknown critical chunk, no APNG
/// animation chunks (acTL, fcTL, fdAT), an IEND. TESSERA_PNG_OK or an error with a message.
int tessera_png_check_structure(const unsigned char *data, size_t size, char *err, size_t err_len);

#endif

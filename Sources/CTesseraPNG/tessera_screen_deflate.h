// Internal to CTesseraPNG: Tessera's deflate encoder for screen images.
#ifndef TESSERA_SCREEN_DEFLATE_H
#define TESSERA_SCREEN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#include "tessera_png.h"

/// Compresses premultiplied RGBA8 pixels as the zlib stream of a PNG's image data: filter type
/// None on every row, RGB bytes when `opaque`, else straight-alpha RGBA. Strips of
/// TESSERA_PNG_STRIP_ROWS rows run on up to `threads` threads (at least 1); the bytes do not
/// depend on the thread count. Returns 1 with a malloc'ed stream in `out`, or 0 when out of
/// memory or the image is wider than 65,536 pixels.
int tessera_screen_deflate(const uint32_t *pixels, uint32_t width, uint32_t height, int opaque,
                           int threads, unsigned char **out, size_t *out_size);

#endif

// Internal to CTesseraPNG: runs independent strips of an image on a few threads.
#ifndef TESSERA_STRIPS_H
#define TESSERA_STRIPS_H

#include <stdint.h>

/// Calls `work(context, s)` once for every strip s in 0..<strips, on up to `threads` threads (the
/// caller's among them; at most 8), and returns when all have run: 1 when every call returned
/// nonzero, else 0. Strips are handed out in order; each call must touch only its strip's results.
int tessera_run_strips(uint32_t strips, int threads, int (*work)(void *context, uint32_t strip), void *context);

#endif

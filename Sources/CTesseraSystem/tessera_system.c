#include "tessera_system.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void tessera_keep_freed_memory(int keep_mib) {
#if defined(__GLIBC__)
  if (keep_mib <= 0) return;
  /* Blocks up to 64 MiB come from the heap (not one mmap each), the heap keeps up to `keep_mib`
     MiB free at its top, and grows 64 MiB at a time. */
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, keep_mib << 20);
  mallopt(M_TOP_PAD, 64 << 20);
#else
  (void)keep_mib;
#endif
}

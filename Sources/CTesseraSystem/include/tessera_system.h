// Process-level settings for Tessera's executables (never called by the libraries).
#ifndef TESSERA_SYSTEM_H
#define TESSERA_SYSTEM_H

#ifdef __cplusplus
extern "C" {
#endif

/// Asks the C allocator to keep freed memory for reuse instead of returning it to the system at
/// once. glibc gives back any freed block above 128 KiB (and the top of the heap above 128 KiB),
/// so a process that renders image after image faults every screen-sized buffer in again, page
/// by page. Keeps up to `keep_mib` MiB; does nothing where the allocator has no such settings.
void tessera_keep_freed_memory(int keep_mib);

#ifdef __cplusplus
}
#endif
#endif

// Says what a process was doing when it dies of a signal (a trap in a preview's code, a bad
// access): each worker notes the name of the work it is on, and a handler installed for fatal
// signals writes the noted names to stderr before the process ends as it would have.
#ifndef TESSERA_CRASH_NOTE_H
#define TESSERA_CRASH_NOTE_H

#ifdef __cplusplus
extern "C" {
#endif

/// The number of slots: workers beyond it share the last one.
#define TESSERA_CRASH_NOTE_SLOTS 64

/// Installs the handler for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE, with `prefix`
/// (copied, at most 200 bytes) before each noted name, as in "tessera: crashed while rendering ".
/// The previous handlers run afterwards (the default one ends the process with the signal).
void tessera_crash_note_install(const char *prefix);

/// Notes that worker `slot` is working on `name` (copied, at most 500 bytes); NULL clears it.
void tessera_crash_note_set(int slot, const char *name);

#ifdef __cplusplus
}
#endif
#endif

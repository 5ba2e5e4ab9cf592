#include "tessera_crash_note.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#define NAME_BYTES 512

// Fixed buffers: the handler may only read memory and call write(2).
static char names[TESSERA_CRASH_NOTE_SLOTS][NAME_BYTES];
static atomic_int used[TESSERA_CRASH_NOTE_SLOTS];
static char prefix_text[208];
static const int signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
#define SIGNAL_COUNT (int)(sizeof(signals) / sizeof(signals[0]))
static struct sigaction previous[SIGNAL_COUNT];
static atomic_int installed;

static void write_all(const char *text, size_t length) {
  while (length > 0) {
    ssize_t n = write(STDERR_FILENO, text, length);
    if (n <= 0) return;
    text += n;
    length -= (size_t)n;
  }
}

static void handle(int signal_number) {
  for (int i = 0; i < TESSERA_CRASH_NOTE_SLOTS; i++) {
    if (!atomic_load(&used[i])) continue;
    // One write(2) per note: a write of at most PIPE_BUF bytes to a pipe is not interleaved with
    // another process's writes (the parent's progress lines share this stderr).
    char line[1 + sizeof(prefix_text) + NAME_BYTES + 1];
    size_t length = 0;
    line[length++] = '\n';
    size_t prefix_length = strnlen(prefix_text, sizeof(prefix_text) - 1);
    memcpy(line + length, prefix_text, prefix_length);
    length += prefix_length;
    size_t name_length = strnlen(names[i], NAME_BYTES - 1);
    memcpy(line + length, names[i], name_length);
    length += name_length;
    line[length++] = '\n';
    write_all(line, length);
  }
  // Put the previous handler back and raise the signal again: the process ends as it would have.
  for (int i = 0; i < SIGNAL_COUNT; i++) {
    if (signals[i] == signal_number) sigaction(signal_number, &previous[i], NULL);
  }
  raise(signal_number);
}

void tessera_crash_note_install(const char *prefix) {
  if (atomic_exchange(&installed, 1)) return;
  strncpy(prefix_text, prefix ? prefix : "", sizeof(prefix_text) - 1);
  for (int i = 0; i < SIGNAL_COUNT; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    sigaction(signals[i], &action, &previous[i]);
  }
}

void tessera_crash_note_set(int slot, const char *name) {
  if (slot < 0) slot = 0;
  if (slot >= TESSERA_CRASH_NOTE_SLOTS) slot = TESSERA_CRASH_NOTE_SLOTS - 1;
  if (name == NULL) {
    atomic_store(&used[slot], 0);
    return;
  }
  atomic_store(&used[slot], 0);
  strncpy(names[slot], name, NAME_BYTES - 1);
  names[slot][NAME_BYTES - 1] = 0;
  atomic_store(&used[slot], 1);
}

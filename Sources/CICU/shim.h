// ICU's C API is reached through the C shim CTesseraUnicode only: its function names are macros
// (versioned symbols) that Swift cannot import.
#include <unicode/utypes.h>

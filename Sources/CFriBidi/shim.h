// GNU FriBidi's C API, reached through the C shim CTesseraUnicode (bidi levels, UAX #9).
#include <fribidi.h>

// Unicode text algorithms through ICU's C API: line breaks (UAX #14), grapheme clusters
// (UAX #29) and bidi levels (UAX #9). Break iterators are opened once per thread and reused.
#include "tessera_unicode.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

void tessera_unicode_versions(char unicode[16], char icu[16]) {
  UVersionInfo v;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getUnicodeVersion(v);
  u_versionToString(v, text);
  strncpy(unicode, text, 15);
  unicode[15] = 0;
  u_getVersion(v);
  u_versionToString(v, text);
  strncpy(icu, text, 15);
  icu[15] = 0;
}

// One iterator of each kind per thread: opening one loads rules, setting its text is cheap.
static _Thread_local UBreakIterator *line_iterator;
static _Thread_local UBreakIterator *character_iterator;

static UBreakIterator *iterator(UBreakIterator **slot, UBreakIteratorType type) {
  if (*slot == NULL) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *made = ubrk_open(type, "", NULL, 0, &status);
    if (U_FAILURE(status)) return NULL;
    *slot = made;
  }
  return *slot;
}

// Every boundary of `text` after its start, with (when `hard` is given) whether the line break
// there is mandatory. The iterator keeps no pointer to the caller's text afterwards.
static int32_t boundaries(
    UBreakIterator *it, const uint16_t *text, int32_t length, int32_t *offsets, uint8_t *hard, int32_t capacity) {
  if (it == NULL || length < 0) return -1;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(it, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  ubrk_first(it);
  for (int32_t b = ubrk_next(it); b != UBRK_DONE && count < capacity; b = ubrk_next(it)) {
    if (hard != NULL) {
      int32_t rule = ubrk_getRuleStatus(it);
      hard[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
    }
    offsets[count++] = b;
  }
  ubrk_setText(it, NULL, 0, &status);
  return count;
}

int32_t tessera_line_breaks(
    const uint16_t *text, int32_t length, int32_t *offsets, uint8_t *hard, int32_t capacity) {
  return boundaries(iterator(&line_iterator, UBRK_LINE), text, length, offsets, hard, capacity);
}

int32_t tessera_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
  return boundaries(iterator(&character_iterator, UBRK_CHARACTER), text, length, offsets, NULL, capacity);
}

// One paragraph object and one line object per thread, reused: ICU grows their memory as needed.
static _Thread_local UBiDi *paragraph_bidi;
static _Thread_local UBiDi *line_bidi;

int32_t tessera_bidi_levels(
    const uint16_t *text, int32_t length, int32_t direction, const int32_t *lineEnds, int32_t lineCount,
    uint8_t *levels, uint8_t *paragraphLevel) {
  if (length < 0) return -1;
  if (length == 0) {
    *paragraphLevel = direction == 1 || direction == -2 ? 1 : 0;
    return 0;
  }
  UErrorCode status = U_ZERO_ERROR;
  if (paragraph_bidi == NULL) paragraph_bidi = ubidi_open();
  if (line_bidi == NULL) line_bidi = ubidi_open();
  if (paragraph_bidi == NULL || line_bidi == NULL) return -1;
  UBiDi *para = paragraph_bidi;
  UBiDiLevel level =
      direction == 0 ? 0 : direction == 1 ? 1 : direction == -2 ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR;
  ubidi_setPara(para, (const UChar *)text, length, level, NULL, &status);
  if (U_FAILURE(status)) return -1;
  *paragraphLevel = ubidi_getParaLevel(para);
  int32_t result = 0;
  if (lineCount <= 0) {
    const UBiDiLevel *all = ubidi_getLevels(para, &status);
    if (U_FAILURE(status)) result = -1;
    else memcpy(levels, all, (size_t)length);
  } else {
    int32_t start = 0;
    for (int32_t k = 0; k < lineCount && U_SUCCESS(status); k++) {
      int32_t end = lineEnds[k];
      if (end <= start || end > length) continue;
      ubidi_setLine(para, start, end, line_bidi, &status);
      if (U_FAILURE(status)) break;
      const UBiDiLevel *lineLevels = ubidi_getLevels(line_bidi, &status);
      if (U_FAILURE(status)) break;
      memcpy(levels + start, lineLevels, (size_t)(end - start));
      start = end;
    }
    if (U_FAILURE(status)) result = -1;
  }
  // Leave no pointer to the caller's text behind.
  ubidi_setPara(para, NULL, 0, 0, NULL, &status);
  return result;
}

int32_t tessera_bidi_class(uint32_t scalar) { return (int32_t)u_charDirection((UChar32)scalar); }

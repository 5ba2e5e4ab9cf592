// Unicode text algorithms: line breaks (UAX #14) and grapheme clusters (UAX #29) through ICU's C
// API, bidi levels (UAX #9) through GNU FriBidi. Break iterators are opened once per thread and
// reused.
#include "tessera_unicode.h"

#include <stdlib.h>
#include <string.h>
#include <fribidi.h>
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

const char *tessera_fribidi_version(void) { return FRIBIDI_VERSION; }

// Bidi levels come from GNU FriBidi's algorithm over ICU's character classes: it passes all of
// Unicode 15's BidiCharacterTest.txt, where ICU 72 misses 30 cases (brackets or isolates next to
// explicit embeddings, a mark after a bracket that N0 changed, more than 63 nested brackets).
// Docs/Text.md.

// FriBidi's type for ICU's bidi class: the classes come from ICU, whose data is the Unicode of
// the rest of the text algorithms (15.0 with ICU 72), not FriBidi 1.0.8's own (Unicode 10).
static FriBidiCharType fribidi_type(uint32_t scalar) {
  switch (u_charDirection((UChar32)scalar)) {
    case U_LEFT_TO_RIGHT: return FRIBIDI_TYPE_LTR;
    case U_RIGHT_TO_LEFT: return FRIBIDI_TYPE_RTL;
    case U_EUROPEAN_NUMBER: return FRIBIDI_TYPE_EN;
    case U_EUROPEAN_NUMBER_SEPARATOR: return FRIBIDI_TYPE_ES;
    case U_EUROPEAN_NUMBER_TERMINATOR: return FRIBIDI_TYPE_ET;
    case U_ARABIC_NUMBER: return FRIBIDI_TYPE_AN;
    case U_COMMON_NUMBER_SEPARATOR: return FRIBIDI_TYPE_CS;
    case U_BLOCK_SEPARATOR: return FRIBIDI_TYPE_BS;
    case U_SEGMENT_SEPARATOR: return FRIBIDI_TYPE_SS;
    case U_WHITE_SPACE_NEUTRAL: return FRIBIDI_TYPE_WS;
    case U_LEFT_TO_RIGHT_EMBEDDING: return FRIBIDI_TYPE_LRE;
    case U_LEFT_TO_RIGHT_OVERRIDE: return FRIBIDI_TYPE_LRO;
    case U_RIGHT_TO_LEFT_ARABIC: return FRIBIDI_TYPE_AL;
    case U_RIGHT_TO_LEFT_EMBEDDING: return FRIBIDI_TYPE_RLE;
    case U_RIGHT_TO_LEFT_OVERRIDE: return FRIBIDI_TYPE_RLO;
    case U_POP_DIRECTIONAL_FORMAT: return FRIBIDI_TYPE_PDF;
    case U_DIR_NON_SPACING_MARK: return FRIBIDI_TYPE_NSM;
    case U_BOUNDARY_NEUTRAL: return FRIBIDI_TYPE_BN;
    case U_FIRST_STRONG_ISOLATE: return FRIBIDI_TYPE_FSI;
    case U_LEFT_TO_RIGHT_ISOLATE: return FRIBIDI_TYPE_LRI;
    case U_RIGHT_TO_LEFT_ISOLATE: return FRIBIDI_TYPE_RLI;
    case U_POP_DIRECTIONAL_ISOLATE: return FRIBIDI_TYPE_PDI;
    default: return FRIBIDI_TYPE_ON;
  }
}

// Whether a scalar ends a paragraph (bidi class B).
static int is_paragraph_end(FriBidiCharType type) { return type == FRIBIDI_TYPE_BS; }

// Whether a class can raise a level above a left-to-right paragraph's 0: a right-to-left letter,
// an Arabic number, an explicit embedding, override or isolate (or their ends).
static int can_raise_level(FriBidiCharType type) {
  switch (type) {
    case FRIBIDI_TYPE_RTL:
    case FRIBIDI_TYPE_AL:
    case FRIBIDI_TYPE_AN:
    case FRIBIDI_TYPE_LRE:
    case FRIBIDI_TYPE_RLE:
    case FRIBIDI_TYPE_LRO:
    case FRIBIDI_TYPE_RLO:
    case FRIBIDI_TYPE_PDF:
    case FRIBIDI_TYPE_LRI:
    case FRIBIDI_TYPE_RLI:
    case FRIBIDI_TYPE_FSI:
    case FRIBIDI_TYPE_PDI: return 1;
    default: return 0;
  }
}

int32_t tessera_bidi_levels(
    const uint16_t *text, int32_t length, int32_t direction, const int32_t *lineEnds, int32_t lineCount,
    uint8_t *levels, uint8_t *paragraphLevel) {
  if (length < 0) return -1;
  *paragraphLevel = direction == 1 || direction == -2 ? 1 : 0;
  if (length == 0) return 0;
  // UTF-16 to scalars, remembering where each starts (a lone surrogate stands for itself).
  FriBidiChar *scalars = malloc(sizeof(FriBidiChar) * (size_t)length);
  int32_t *unitOf = malloc(sizeof(int32_t) * ((size_t)length + 1));
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  FriBidiLevel *scalarLevels = malloc(sizeof(FriBidiLevel) * (size_t)length);
  FriBidiParType *bases = malloc(sizeof(FriBidiParType) * (size_t)length);
  FriBidiStrIndex *map = malloc(sizeof(FriBidiStrIndex) * (size_t)length);
  int32_t result = 0;
  if (!scalars || !unitOf || !types || !brackets || !scalarLevels || !bases || !map) {
    result = -1;
    goto done;
  }
  int32_t n = 0;
  for (int32_t i = 0; i < length;) {
    uint32_t c = text[i];
    unitOf[n] = i;
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < length && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (text[i + 1] - 0xDC00);
      i += 2;
    } else {
      i += 1;
    }
    scalars[n++] = c;
  }
  unitOf[n] = length;
  int32_t raising = 0;
  for (int32_t k = 0; k < n; k++) {
    types[k] = fribidi_type(scalars[k]);
    raising |= can_raise_level(types[k]);
  }
  // In a left-to-right paragraph (or one whose direction comes from its text) with none of those,
  // every level is 0, as FriBidi would find: numbers follow the left-to-right start (W7) and
  // neutrals the embedding direction (N1, N2). Most interface text takes this path.
  if (!raising && (direction == 0 || direction == -1)) {
    memset(levels, 0, (size_t)length);
    goto done;
  }
  fribidi_get_bracket_types(scalars, n, types, brackets);
  FriBidiParType asked = direction == 0   ? FRIBIDI_PAR_LTR
                         : direction == 1 ? FRIBIDI_PAR_RTL
                         : direction == -2 ? FRIBIDI_PAR_WRTL
                                           : FRIBIDI_PAR_WLTR;
  // Each paragraph (up to and including a paragraph separator) on its own, as rule P1 says.
  for (int32_t start = 0; start < n;) {
    int32_t end = start;
    while (end < n && !is_paragraph_end(types[end])) end++;
    if (end < n) end++;
    FriBidiParType base = asked;
    if (!fribidi_get_par_embedding_levels_ex(
            types + start, brackets + start, end - start, &base, scalarLevels + start)) {
      result = -1;
      goto done;
    }
    if (start == 0) *paragraphLevel = FRIBIDI_IS_RTL(base) ? 1 : 0;
    for (int32_t k = start; k < end; k++) bases[k] = base;
    start = end;
  }
  // Rule L1 on each line (the whole text when no line ends are given), within its paragraph.
  int32_t lineStart = 0;
  for (int32_t k = 0; k <= (lineCount > 0 ? lineCount - 1 : 0); k++) {
    int32_t endUnit = lineCount > 0 ? lineEnds[k] : length;
    int32_t lineEnd = lineStart;
    while (lineEnd < n && unitOf[lineEnd] < endUnit) lineEnd++;
    for (int32_t s = lineStart; s < lineEnd;) {
      // The part of the line in one paragraph.
      int32_t paragraphStart = s;
      while (paragraphStart > 0 && !is_paragraph_end(types[paragraphStart - 1])) paragraphStart--;
      int32_t e = s;
      while (e < lineEnd && !is_paragraph_end(types[e])) e++;
      if (e < lineEnd) e++;
      if (!fribidi_reorder_line(
              FRIBIDI_FLAGS_DEFAULT & ~FRIBIDI_FLAG_REORDER_NSM, types + paragraphStart, e - s,
              s - paragraphStart, bases[s], scalarLevels + paragraphStart, NULL, map)) {
        result = -1;
        goto done;
      }
      s = e;
    }
    lineStart = lineEnd;
  }
  for (int32_t k = 0; k < n; k++) {
    for (int32_t u = unitOf[k]; u < unitOf[k + 1]; u++) levels[u] = (uint8_t)scalarLevels[k];
  }
done:
  free(scalars);
  free(unitOf);
  free(types);
  free(brackets);
  free(scalarLevels);
  free(bases);
  free(map);
  return result;
}

int32_t tessera_quotation_context(uint32_t scalar) {
  switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK)) {
  case U_LB_QUOTATION: return 1;
  case U_LB_SPACE: return 2;
  case U_LB_OPEN_PUNCTUATION: return 3;
  case U_LB_MANDATORY_BREAK:
  case U_LB_CARRIAGE_RETURN:
  case U_LB_LINE_FEED:
  case U_LB_NEXT_LINE:
  case U_LB_GLUE:
  case U_LB_ZWSPACE: return 4;
  default: return 0;
  }
}

int32_t tessera_bidi_class(uint32_t scalar) { return (int32_t)u_charDirection((UChar32)scalar); }

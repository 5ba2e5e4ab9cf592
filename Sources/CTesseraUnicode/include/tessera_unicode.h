#ifndef TESSERA_UNICODE_H
#define TESSERA_UNICODE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The Unicode version of the ICU library linked, as "15.0", and ICU's own version, as "72.1".
void tessera_unicode_versions(char unicode[16], char icu[16]);

/// The version of GNU FriBidi built against, as "1.0.8".
const char *tessera_fribidi_version(void);

/// UAX #14 line break opportunities of `text` (UTF-16, `length` units), ICU's default line
/// rules: writes the offset of every boundary after the start (the text's end included) to
/// `offsets`, and 1 to `hard` where the break is mandatory, up to `capacity` entries. Returns
/// the number of boundaries, or -1 when ICU fails.
int32_t tessera_line_breaks(
    const uint16_t *text, int32_t length, int32_t *offsets, uint8_t *hard, int32_t capacity);

/// UAX #29 extended grapheme cluster boundaries of `text`: every boundary after the start (the
/// end included), up to `capacity`. Returns the count, or -1 when ICU fails.
int32_t tessera_grapheme_breaks(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);

/// UAX #9 embedding levels of each UTF-16 unit of one paragraph, ICU's full algorithm
/// (explicit embeddings and overrides, isolates, bracket pairs). `direction`: 0 left-to-right,
/// 1 right-to-left, -1 from the first strong character (left-to-right when there is none), -2
/// the same but right-to-left when there is none. `levels` receives `length` levels (rule X9's
/// removed characters get their neighbour's level); `lineEnds` (ascending UTF-16 offsets, the
/// last `length`, `lineCount` of them) splits the paragraph into lines, each resolved with rule
/// L1 (trailing whitespace and separators at the paragraph level); `lineCount` 0 applies L1 to
/// the whole paragraph as one line. Each paragraph (ended by a paragraph separator) is resolved
/// on its own. Writes the first paragraph's level to `paragraphLevel`. Computed by GNU FriBidi.
/// Returns 0, or -1 when FriBidi fails or memory runs out.
int32_t tessera_bidi_levels(
    const uint16_t *text, int32_t length, int32_t direction, const int32_t *lineEnds, int32_t lineCount,
    uint8_t *levels, uint8_t *paragraphLevel);

/// The part a code point plays in Unicode 15.1's quotation rules (UAX #14 LB15a): 1 quotation
/// mark (QU), 2 space (SP), 3 opening punctuation (OP), 4 another class after which an initial
/// quotation mark opens a quotation (BK, CR, LF, NL, GL, ZW), 0 anything else.
int32_t tessera_quotation_context(uint32_t scalar);

/// The bidi class of a code point, as ICU's `UCharDirection` (0 L, 1 R, 13 AL, 18 BN...).
int32_t tessera_bidi_class(uint32_t scalar);

#ifdef __cplusplus
}
#endif

#endif

// Cairo for the PNG renderer, with FreeType so the pinned font is loaded from its file;
// ISA-L's igzip, with which the renderer compresses its PNGs (PNGWriter), and zlib for the
// checksums around them.
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <zlib.h>
#include <isa-l/igzip_lib.h>
#include <stddef.h>
#include <stdint.h>

// Cairo's ARGB32 pixel is a native-endian 32-bit word, alpha << 24 | red << 16 | green << 8 | blue,
// its colours already multiplied by alpha. These two convert rows of such words to and from straight
// (not premultiplied) bytes with the rounding of Cairo's own PNG writer and reader (cairo-png.c), so
// that converting a surface here gives the bytes that writing it to PNG and decoding the file would.
// They are C, not Swift, because the tests and `diff` run them on every pixel in debug builds,
// where the Swift loop was some 30 times slower. Rows are 4-byte aligned, as Cairo allocates them.

// The straight bytes of `count` words: RGBA when `channels` is 4, RGB when it is 3. A fully
// transparent pixel is (0, 0, 0, 0); a colour larger than its alpha (invalid, but possible) is
// clamped to 255. With `opaque`, each word's top byte is taken as 255 (CAIRO_FORMAT_RGB24 leaves
// it undefined).
static inline uint8_t layout_diagram_straight_channel(uint32_t channel, uint32_t alpha) {
    // (c × 255 + alpha / 2) / alpha: the straight value, rounded.
    const uint32_t straight = (channel * 255 + alpha / 2) / alpha;
    return (uint8_t)(straight > 255 ? 255 : straight);
}

static inline void layout_diagram_unpremultiply_row(const uint32_t *words, size_t count, int opaque,
                                                    unsigned channels, uint8_t *bytes) {
    for (size_t x = 0; x < count; x++, bytes += channels) {
        const uint32_t word = words[x];
        const uint32_t alpha = opaque ? 255 : word >> 24;
        if (alpha == 255) {  // the common case, and the same in both forms
            bytes[0] = (uint8_t)(word >> 16);
            bytes[1] = (uint8_t)(word >> 8);
            bytes[2] = (uint8_t)word;
        } else if (alpha == 0) {
            bytes[0] = bytes[1] = bytes[2] = 0;
        } else {
            bytes[0] = layout_diagram_straight_channel((word >> 16) & 0xFF, alpha);
            bytes[1] = layout_diagram_straight_channel((word >> 8) & 0xFF, alpha);
            bytes[2] = layout_diagram_straight_channel(word & 0xFF, alpha);
        }
        if (channels == 4) bytes[3] = (uint8_t)alpha;
    }
}

// The words of `count` straight RGBA pixels: each colour times alpha / 255, rounded as
// t = alpha × c + 0x80; (t + (t >> 8)) >> 8.
static inline void layout_diagram_premultiply_row(const uint8_t *bytes, size_t count, uint32_t *words) {
    for (size_t x = 0; x < count; x++, bytes += 4) {
        const uint32_t alpha = bytes[3];
        uint32_t word = alpha << 24;
        for (int c = 0; c < 3; c++) {
            uint32_t channel = bytes[c];
            if (alpha != 255) {
                const uint32_t t = alpha * channel + 0x80;
                channel = (t + (t >> 8)) >> 8;
            }
            word |= channel << (16 - 8 * c);
        }
        words[x] = word;
    }
}

// Cairo for the PNG renderer, with FreeType so the pinned font is loaded from its file,
// and zlib, with which the renderer writes its PNGs (PNGWriter).
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <zlib.h>

// deflateInit2 is a macro Swift cannot call; this is the same call, for a raw deflate stream
// (no zlib header or checksum: PNGWriter compresses strips of rows in parallel and joins them).
static inline int layout_diagram_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

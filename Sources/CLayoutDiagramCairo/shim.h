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

// The size of the buffer igzip's level 1 works in (a macro Swift cannot read).
static inline unsigned layout_diagram_igzip_level1_buffer_size(void) {
    return ISAL_DEF_LVL1_DEFAULT;
}

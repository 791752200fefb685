// Cairo for the PNG renderer, with FreeType so the pinned font is loaded from its file.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#include "grid_reference.h"

// A 390-point container, 8-point section insets, rows of five 0.2-wide items 0.2 of the
// width tall, 4 points apart, each cell inset 2 points in its slot: what gridLayout() says.
double grid_reference_solve(size_t count, grid_reference_frame *frames) {
    const double width = 390 - 2 * 8, slot = width * 0.2, spacing = 4, inset = 2;
    for (size_t i = 0; i < count; i++) {
        size_t row = i / 5, column = i % 5;
        frames[i].x = 8 + column * slot + inset;
        frames[i].y = 8 + row * (slot + spacing) + inset;
        frames[i].width = slot - 2 * inset;
        frames[i].height = slot - 2 * inset;
    }
    size_t rows = (count + 4) / 5;
    return 8 + rows * slot + (rows > 0 ? (rows - 1) * spacing : 0) + 8;
}

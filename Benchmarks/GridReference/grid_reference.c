#include "grid_reference.h"

#include <stdlib.h>

// A 390-point container, 8-point section insets, rows of five 0.2-wide items 0.2 of the
// width tall, 4 points apart, each cell inset 2 points in its slot: what gridLayout() says.
static const double width = 390 - 2 * 8, slot = (390 - 2 * 8) * 0.2, spacing = 4, inset = 2;

double grid_reference_solve(size_t count, grid_reference_frame *frames) {
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

int grid_reference_solve_all(size_t count, grid_reference_solution *solution) {
    static const char shape = 0;
    size_t rows = (count + 4) / 5, gaps = rows > 0 ? rows - 1 : 0;
    solution->cells = malloc(count * sizeof *solution->cells);
    solution->groups = malloc(rows * sizeof *solution->groups);
    solution->gaps = malloc(gaps * sizeof *solution->gaps);
    if ((count && !solution->cells) || (rows && !solution->groups) || (gaps && !solution->gaps)) {
        grid_reference_free(solution);
        return -1;
    }
    for (size_t row = 0; row < rows; row++) {
        double y = 8 + row * (slot + spacing);
        size_t first = row * 5, end = first + 5 < count ? first + 5 : count;
        for (size_t i = first; i < end; i++) {
            double x = 8 + (i - first) * slot;
            solution->cells[i] = (grid_reference_cell){
                .frame = {x + inset, y + inset, slot - 2 * inset, slot - 2 * inset},
                .slot = {x, y, slot, slot},
                .section = 0, .item = (int32_t)i, .z_index = 0, .category = 0,
            };
        }
        solution->groups[row] = (grid_reference_group){
            .frame = {8, y, width, slot}, .shape = &shape,
            .repetition = (int32_t)row, .first_item = (int32_t)first, .end_item = (int32_t)end,
        };
        if (row + 1 < rows) {
            solution->gaps[row] = (grid_reference_gap){.rect = {8, y + slot, width, spacing}, .kind = 1, .axis = 1};
        }
    }
    solution->cell_count = count;
    solution->group_count = rows;
    solution->gap_count = gaps;
    solution->content_height = 8 + rows * slot + gaps * spacing + 8;
    return 0;
}

void grid_reference_free(grid_reference_solution *solution) {
    free(solution->cells);
    free(solution->groups);
    free(solution->gaps);
    solution->cells = NULL;
    solution->groups = NULL;
    solution->gaps = NULL;
}

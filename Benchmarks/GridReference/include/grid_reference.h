// The anchors the solver is measured against (issue 12): the same 5-column grid as
// Benchmarks/LayoutBenchmark's, computed by tight C loops with nothing to decide.
#ifndef GRID_REFERENCE_H
#define GRID_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

typedef struct { double x, y, width, height; } grid_reference_frame;

/// Writes the cell frames of `count` items into `frames`; returns the content height.
double grid_reference_solve(size_t count, grid_reference_frame *frames);

/// A cell as a C program would keep the solved grid: its frame, its slot, its index path,
/// its z-index and category.
typedef struct {
    grid_reference_frame frame, slot;
    int32_t section, item, z_index;
    uint8_t category;
} grid_reference_cell;

/// A row: the group instance's frame, its repetition and the items it holds.
typedef struct {
    grid_reference_frame frame;
    const void *shape;
    int32_t repetition, first_item, end_item;
} grid_reference_group;

/// The spacing between two rows.
typedef struct {
    grid_reference_frame rect;
    uint8_t kind, axis;
} grid_reference_gap;

/// The whole solution of the grid: what the solver's LayoutSolution holds for it.
typedef struct {
    grid_reference_cell *cells;
    grid_reference_group *groups;
    grid_reference_gap *gaps;
    size_t cell_count, group_count, gap_count;
    double content_height;
} grid_reference_solution;

/// Allocates and computes the solution of `count` items, as the solver does: every cell with
/// its slot and index path, every row and every gap between rows. Free it with
/// `grid_reference_free`. Returns 0 on success, -1 when memory runs out.
int grid_reference_solve_all(size_t count, grid_reference_solution *solution);
void grid_reference_free(grid_reference_solution *solution);

#endif

// The anchor the solver is measured against (issue 12): the same 5-column grid as
// Benchmarks/LayoutBenchmark's, computed by a tight C loop with nothing to decide.
#ifndef GRID_REFERENCE_H
#define GRID_REFERENCE_H

#include <stddef.h>

typedef struct { double x, y, width, height; } grid_reference_frame;

/// Writes the cell frames of `count` items into `frames`; returns the content height.
double grid_reference_solve(size_t count, grid_reference_frame *frames);

#endif

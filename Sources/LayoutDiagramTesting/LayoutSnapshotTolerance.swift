@_exported import struct LayoutDiagramArtefacts.Tolerance

/// How far a diagram may drift from its golden PNG and still match: the
/// tolerance `check` and `diff` use too (``LayoutDiagramArtefacts/Tolerance``),
/// under the snapshot helper's name.
public typealias LayoutSnapshotTolerance = Tolerance

@_exported import struct LayoutDiagramPipeline.Tolerance

/// How far a diagram may drift from its golden PNG and still match: the
/// tolerance `check` and `diff` use too (`LayoutDiagramPipeline.Tolerance`),
/// under the snapshot helper's name.
public typealias LayoutSnapshotTolerance = Tolerance

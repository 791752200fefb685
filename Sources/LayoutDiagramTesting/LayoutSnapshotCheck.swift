import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramPipeline

/// The core of ``expectLayoutSnapshot(_:named:diagramOptions:theme:scale:tolerance:record:snapshotDirectory:sourceLocation:)``:
/// checks one solution against its golden files, writing the goldens the
/// record mode asks for, and returns what it found. It records no issue, so
/// it can be tested directly; ``SnapshotReport/issues`` says what the public
/// helper records.
///
/// Never traps: a bad name, an unknown `LAYOUT_SNAPSHOT_RECORD`, an
/// unwritable folder, an undecodable golden or a diagram that cannot be
/// drawn all come back as problems.
func checkLayoutSnapshot(_ solution: LayoutSolution, named name: String,
                         diagramOptions: DiagramOptions = DiagramOptions(),
                         theme: DiagramTheme = .light, scale: Double = 2,
                         tolerance: LayoutSnapshotTolerance = LayoutSnapshotTolerance(),
                         record: LayoutSnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                         filePath: String, environment: SnapshotEnvironment) -> SnapshotReport {
    var report = SnapshotReport()
    let location: SnapshotLocation
    do {
        location = try SnapshotLocation.resolve(name: name, filePath: filePath, snapshotDirectory: snapshotDirectory,
                                                environment: environment)
    } catch {
        report.setupProblems.append(error)
        return report
    }
    report.location = location

    switch environment.recordMode(explicit: record) {
    case .success(let (mode, source)):
        report.recordMode = mode
        report.recordModeSource = source
    case .failure(let problem):
        // Compare what can be compared, but write nothing.
        report.setupProblems.append(problem)
        report.recordMode = .never
        report.recordModeSource = "\(LayoutSnapshotRecordMode.environmentVariable) (unreadable)"
    }

    let check = GoldenCheck(location: location, mode: report.recordMode)
    report.frames = check.frames(FramesRendering.text(of: solution))

    let rendering = CairoRenderer.Options(theme: theme, scale: scale)
    if let problem = tolerance.problem.map({
        SnapshotProblem("The tolerance's \($0.name) is \($0.value); it must be \($0.expected).")
    }) {
        report.image = .failed(problem)
    } else {
        var options = diagramOptions
        if options.title == nil { options.title = name }
        report.image = check.image(FramesRendering.png(of: solution, options: options, theme: theme, scale: scale),
                                   stamp: RendererStamp(options: rendering), tolerance: tolerance)
    }
    return report
}

/// Turning a solution into the bytes that are compared.
enum FramesRendering {
    /// The frames JSON, one element per line: the bytes `layout-diagram frames` and the gallery write.
    static func text(of solution: LayoutSolution) -> Result<String, SnapshotProblem> {
        .success(String(decoding: solution.framesJSON(), as: UTF8.self))
    }

    /// The diagram's PNG, drawn as the command line draws it.
    static func png(of solution: LayoutSolution, options: DiagramOptions, theme: DiagramTheme,
                    scale: Double) -> Result<Data, SnapshotProblem> {
        do {
            return .success(try DiagramRendering.png(of: solution, options: options, theme: theme, scale: scale))
        } catch {
            return .failure(SnapshotProblem("Cannot draw the diagram: \(error)."))
        }
    }
}

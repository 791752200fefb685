import ArgumentParser
import LayoutDiagram
import LayoutDiagramPipeline

// The artefact library's types as the command line parses and reports them.

extension DiagramRendering.Format: ExpressibleByArgument {}
extension DiagramRendering.Theme: ExpressibleByArgument {}
extension DiagramRendering.Background: ExpressibleByArgument {}
extension DiagramAnnotations: ExpressibleByArgument {}

extension CommandFailure {
    /// An artefact that could not be made: bad input, exit 2, with the library's message.
    init(_ error: ArtefactError) {
        self = .badInput(error.message)
    }
}

/// `body`, with the artefact library's errors as command failures.
func forCommand<Value>(_ body: () throws(ArtefactError) -> Value) throws(CommandFailure) -> Value {
    do {
        return try body()
    } catch {
        throw CommandFailure(error)
    }
}

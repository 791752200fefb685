import Foundation

/// Why an artefact could not be made: a message for standard error, already
/// positioned in the spec where the spec is the cause (`FILE:LINE:COL: error: …`).
public struct ArtefactError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// A file or folder that could not be written: `error: cannot write PATH: REASON`.
    public init(_ error: ArtefactFileError) {
        self.message = "error: \(error)"
    }
}

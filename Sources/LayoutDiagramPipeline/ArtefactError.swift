import Foundation

/// Why an artefact could not be made: a message for standard error, already
/// positioned in the spec where the spec is the cause (`FILE:LINE:COL: error: …`).
public struct ArtefactError: Error, Equatable, CustomStringConvertible {
    /// The whole message, as written to standard error.
    public let message: String

    /// An error whose message is `message`, already positioned where it can be.
    public init(_ message: String) {
        self.message = message
    }

    /// The message itself.
    public var description: String { message }

    /// A file or folder that could not be written: `error: cannot write PATH: REASON`.
    public init(_ error: ArtefactFileError) {
        self.message = "error: \(error)"
    }
}

import ArgumentParser
import Foundation
import LayoutDiagramCairo
import LayoutDiagramPipeline
import LayoutSpec

/// `layout-diagram`: solve compositional layouts described in spec files, and draw them.
///
/// Exit codes (CONTRACT §5): 0 success, 1 a comparison failed, 2 bad input or usage.
@main
struct LayoutDiagramCommand: ParsableCommand {
    /// The version `--version` prints, with the Cairo that draws the PNGs.
    static let version = "0.12.0"

    static let configuration = CommandConfiguration(
        commandName: "layout-diagram",
        abstract: "Solve UICollectionViewCompositionalLayout specs as UIKit would, and draw them.",
        discussion: """
            A spec is a YAML or JSON file that describes one layout and the items to lay out \
            (see the README). Errors name the file, line, column and key path.
            Exit status: 0 on success, 1 when a comparison fails, 2 on bad input or usage.
            """,
        version: "layout-diagram \(version) (Cairo \(CairoRenderer.cairoVersion))",
        subcommands: [FramesCommand.self, RenderCommand.self, GalleryCommand.self, CheckCommand.self, MergeReportsCommand.self, DiffCommand.self,
                      MarkdownCommand.self, LintCommand.self, ExplainCommand.self, SwiftCommand.self, DevicesCommand.self])

    /// Runs the command, mapping every failure to the contract's exit codes.
    ///
    /// What `print` wrote is flushed and checked before exiting, as coreutils
    /// do: a summary lost to a full disk or a closed standard output is an
    /// error (exit 2), not a success. Messages go to standard error with
    /// `write(2)`, never through Foundation's `FileHandle.write(_:)`, which
    /// traps when the write fails.
    static func main() {
        // A signal ends the programs it runs and removes its temporary files, even when its parent blocked it.
        InterruptCleanup.install()
        let arguments = AnimateArgument.expanding(Array(CommandLine.arguments.dropFirst()))
        if let message = unknownSubcommand(in: arguments, of: Self.self) ?? OptionCount.refusal(arguments) {
            writeToStandardError(message)
            Foundation.exit(CommandFailure.badInput)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            try flushStandardOutput()
        } catch let error as CommandFailure {
            _ = StandardOutput.flushFailure()   // what was printed comes before the error
            if !error.message.isEmpty { writeToStandardError(error.message) }
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)   // --help, --version: ArgumentParser prints and exits 0
            }
            // Usage errors are ArgumentParser's 64; the contract says 2.
            writeToStandardError(fullMessage(for: error))
            Foundation.exit(CommandFailure.badInput)
        }
    }

    private static func flushStandardOutput() throws(CommandFailure) {
        if let reason = StandardOutput.flushFailure() {
            throw .badInput("error: cannot write to standard output: \(reason)")
        }
    }

    /// `message`, escaped, on standard error; if even that fails, there is nowhere left to say so.
    static func writeToStandardError(_ message: String) {
        try? OutputFile.writeAll(Data((TerminalText.escapedLines(message) + "\n").utf8), to: 2, named: "standard error")
    }
}

/// A failure with a message for standard error and an exit code.
struct CommandFailure: Error {
    static let badInput: Int32 = 2
    static let comparisonFailed: Int32 = 1

    let message: String
    let exitCode: Int32

    static func badInput(_ message: String) -> CommandFailure {
        CommandFailure(message: message, exitCode: badInput)
    }
}

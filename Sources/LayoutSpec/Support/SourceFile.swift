import Foundation

/// A spec file's text: read with a size bound, decoded as UTF-8.
enum SourceFile {
    /// The text of the file at `path`.
    ///
    /// At most ``SpecLimits/maxFileSize`` + 1 bytes are read whatever the file
    /// claims to be, so a device such as `/dev/zero` cannot exhaust memory.
    static func text(at path: String) throws(SpecError) -> String {
        if path == SpecReader.standardInput {
            return try text(of: FileHandle.standardInput, named: SpecReader.standardInputName)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure(path, "no such file")
        }
        guard !isDirectory.boolValue else {
            throw failure(path, "this is a directory, not a spec file")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw failure(path, "cannot read the file: \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        return try text(of: handle, named: path)
    }

    /// The text `handle` reads to its end, named `path` in diagnostics; at most
    /// ``SpecLimits/maxFileSize`` + 1 bytes are read.
    private static func text(of handle: FileHandle, named path: String) throws(SpecError) -> String {
        let data: Data
        do {
            data = try handle.read(upToCount: SpecLimits.maxFileSize + 1) ?? Data()
        } catch {
            throw failure(path, "cannot read the file: \(error.localizedDescription)")
        }
        guard data.count <= SpecLimits.maxFileSize else {
            throw failure(path, "the file is larger than 1 MiB; specs are limited to \(SpecLimits.maxFileSize) bytes")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw failure(path, "the file is not UTF-8 text", at: firstInvalidUTF8(in: data))
        }
        return text
    }

    /// Where UTF-8 decoding of `bytes` first fails.
    private static func firstInvalidUTF8(in bytes: Data) -> SourcePosition {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            scalars.append(scalar)
        }
        return SourcePosition(scalarOffset: scalars.count, in: Substring(String(scalars)).unicodeScalars)
    }

    private static func failure(_ path: String, _ message: String, at position: SourcePosition = .start) -> SpecError {
        SpecError(diagnostics: [SpecDiagnostic(path: path, line: position.line, column: position.column,
                                               keyPath: "", message: message)])
    }
}

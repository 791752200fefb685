import CompositionalLayout

/// Where in the spec each item, group and section was written, so that a
/// ``LayoutError`` thrown while solving can be reported at that line.
///
/// The solver names the object at fault by `ObjectIdentifier`. The map keeps
/// every object it records alive, so an identifier can never be reused by a
/// different object while the map exists.
struct SourceMap {
    /// The place one object was created.
    struct Origin {
        let keyPath: SpecKeyPath
        let position: SourcePosition
    }

    private var objects: [ObjectIdentifier: (object: AnyObject, origin: Origin)] = [:]
    private var sections: [Int: Origin] = [:]

    /// Records that `object` was created by the YAML at `node`.
    mutating func record(_ object: AnyObject, createdAt node: SpecNode) {
        objects[ObjectIdentifier(object)] = (object, Origin(keyPath: node.keyPath, position: node.position))
    }

    /// Records the `sections[index]` mapping, where section-wide problems are reported.
    mutating func recordSection(_ index: Int, at node: SpecNode) {
        sections[index] = Origin(keyPath: node.keyPath, position: node.position)
    }

    /// The origin of the object `error` names, else of its section, else the start of the file.
    func origin(of error: LayoutError) -> Origin {
        if let subject = error.subject, let entry = objects[subject] {
            return entry.origin
        }
        if let section = error.location.section, let origin = sections[section] {
            return origin
        }
        return Origin(keyPath: .root, position: .start)
    }

    /// `error` as a diagnostic at its origin.
    func diagnostic(for error: LayoutError, path: String) -> SpecDiagnostic {
        let origin = origin(of: error)
        return SpecDiagnostic(path: path, line: origin.position.line, column: origin.position.column,
                              keyPath: origin.keyPath.description, message: error.message)
    }
}

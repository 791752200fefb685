import CompositionalLayout
import Foundation

/// Where in the spec each item, group, section and supplementary was
/// written, so that a ``LayoutError`` thrown while solving can be reported
/// at that line.
///
/// The solver names the object at fault by `ObjectIdentifier`. The map keeps
/// every object it records alive, so an identifier can never be reused by a
/// different object while the map exists.
///
/// Most objects are recorded while the spec is read. A `list:` section is
/// built by the section provider while solving, because
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` needs the
/// environment; its objects are recorded then, under the list's origin (see
/// ``recordGenerated(_:by:createdAt:)``). Hence a class, with a lock: the
/// layout's provider and the reader share one map.
final class SourceMap: @unchecked Sendable {
    /// The place one object was created.
    struct Origin {
        let keyPath: SpecKeyPath
        let position: SourcePosition
    }

    private let lock = NSLock()
    private var objects: [ObjectIdentifier: (object: AnyObject, origin: Origin)] = [:]
    private var sections: [Int: Origin] = [:]
    /// The `sections` key: where problems with the layout as a whole (its drawing's size) are reported.
    private var content: Origin?
    /// Objects built while solving, by the template that built them; a rebuild replaces its predecessor's.
    private var generated: [ObjectIdentifier: [ObjectIdentifier: (object: AnyObject, origin: Origin)]] = [:]

    /// Records that `object` was created by the YAML at `node`.
    func record(_ object: AnyObject, createdAt node: SpecNode) {
        let origin = node.origin
        lock.withLock { objects[ObjectIdentifier(object)] = (object, origin) }
    }

    /// Records the `sections[index]` mapping, where section-wide problems are reported.
    func recordSection(_ index: Int, at node: SpecNode) {
        let origin = node.origin
        lock.withLock { sections[index] = origin }
    }

    /// Records the `sections` key, where problems with the whole layout are reported.
    func recordContent(at node: SpecNode) {
        let origin = node.origin
        lock.withLock { content = origin }
    }

    /// Where problems with the layout as a whole are reported: the `sections` key, else the start of the file.
    var contentOrigin: Origin {
        lock.withLock { content ?? Origin(keyPath: .root, position: .start) }
    }

    /// Records `objects`, built while solving by `builder`, as created at
    /// `origin`; they replace whatever `builder` built before, so repeated
    /// solves do not grow the map.
    func recordGenerated(_ objects: [AnyObject], by builder: AnyObject, createdAt origin: Origin) {
        let entries = Dictionary(objects.map { (ObjectIdentifier($0), ($0, origin)) }) { first, _ in first }
        lock.withLock { generated[ObjectIdentifier(builder)] = entries }
    }

    /// The origin of the object `error` names, else of its section, else the start of the file.
    func origin(of error: LayoutError) -> Origin {
        origin(of: error.subject, section: error.location.section)
    }

    /// The origin of `subject`, else of `section`, else the start of the file.
    func origin(of subject: ObjectIdentifier?, section: Int?) -> Origin {
        lock.withLock {
            if let subject {
                if let entry = objects[subject] {
                    return entry.origin
                }
                for entries in generated.values {
                    if let entry = entries[subject] { return entry.origin }
                }
            }
            if let section, let origin = sections[section] {
                return origin
            }
            return Origin(keyPath: .root, position: .start)
        }
    }
}

extension SpecNode {
    /// Where this node is, as a source-map origin.
    var origin: SourceMap.Origin { SourceMap.Origin(keyPath: keyPath, position: position) }
}

import Yams

/// The keys a mapping in the spec may hold.
///
/// Besides the keys it accepts, a mapping knows keys it recognises but
/// rejects, so that the message can say why instead of "unknown key": keys
/// that belong at a different level.
struct SpecKeys {
    /// The accepted keys, in the order the documentation lists them.
    var known: [String]
    /// Alternative spellings: `widthDimension` for `width`.
    var synonyms: [String: String] = [:]
    /// Keys that belong elsewhere, with the reason shown to the user.
    var misplaced: [String: String] = [:]

    /// Every spelling worth suggesting for a misspelt key.
    var suggestions: [String] { known + synonyms.keys.sorted() }
}

/// A mapping whose keys have been checked against a ``SpecKeys``.
///
/// Only accepted keys are kept, under their canonical names; every other key
/// has been reported.
struct SpecMapping {
    struct Entry {
        /// The canonical key (`width` even where `widthDimension` was written).
        let key: String
        /// The key as written, for positions.
        let keyNode: SpecNode
        let value: SpecNode
    }

    /// The mapping itself.
    let node: SpecNode
    /// The accepted entries, in document order.
    let entries: [Entry]
    /// Whether any key was reported (unknown, misplaced or repeated).
    let hadRejectedKeys: Bool
    /// Every key as written, accepted or not.
    let writtenKeys: [String]
    /// Keys that a "did you mean" hint already pointed to; not reported again as missing.
    let suggestedKeys: Set<String>

    /// The value of `key`, if present.
    subscript(key: String) -> SpecNode? { entry(key)?.value }

    func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

    func contains(_ key: String) -> Bool { entry(key) != nil }

    /// The value of `key`; if it is missing, reports that at the mapping.
    func required(_ key: String) -> SpecNode? {
        if let value = self[key] { return value }
        if !suggestedKeys.contains(key) {
            node.report("missing required key '\(key)'")
        }
        return nil
    }
}

extension SpecNode {
    /// This node as a mapping whose keys are checked against `keys`, or `nil`
    /// (reported as `expected <expectation>`) if it is not a mapping.
    ///
    /// Unknown keys are reported with a "did you mean" hint; misplaced keys
    /// with their own message.
    func mapping(_ keys: SpecKeys, expecting expectation: String = "a mapping") -> SpecMapping? {
        let pairs: Yams.Node.Mapping
        switch content {
        case .mapping(let mapping): pairs = mapping
        case nil: return nil
        default:
            reportExpected(expectation)
            return nil
        }
        var entries: [SpecMapping.Entry] = []
        var rejected = false
        var writtenKeys: [String] = []
        var suggestedKeys: Set<String> = []
        for (keyYAML, valueYAML) in pairs {
            let keyNode = SpecNode(yaml: keyYAML, keyPath: keyPath, context: context)
            guard case .scalar(let written)? = keyNode.content else {
                keyNode.reportExpected("a key name")
                rejected = true
                continue
            }
            writtenKeys.append(written)
            let value = child(valueYAML, key: written)
            let located = SpecNode(yaml: keyYAML, keyPath: value.keyPath, context: context)
            let canonical = keys.synonyms[written] ?? written
            if keys.known.contains(canonical) {
                if let earlier = entries.first(where: { $0.key == canonical }) {
                    // Yams rejects exact repeats; this catches `width` beside `widthDimension`.
                    located.report("'\(written)' repeats '\(earlier.keyNode.keyPath.lastKey)'; give only one of them")
                    rejected = true
                } else {
                    entries.append(.init(key: canonical, keyNode: located, value: value))
                }
            } else if let reason = keys.misplaced[written] {
                located.report(reason)
                rejected = true
            } else {
                let suggestion = KeySuggestion.closest(to: written, among: keys.suggestions)
                if let suggestion {
                    suggestedKeys.insert(keys.synonyms[suggestion] ?? suggestion)
                }
                let hint = suggestion.map(KeySuggestion.phrase)
                    ?? "expected one of " + keys.known.map { "'\($0)'" }.joined(separator: ", ")
                located.report("unknown key '\(written)'; \(hint)")
                rejected = true
            }
        }
        return SpecMapping(node: self, entries: entries, hadRejectedKeys: rejected, writtenKeys: writtenKeys,
                           suggestedKeys: suggestedKeys)
    }

    /// This node as a mapping with exactly one accepted key, such as `{item: …}` or `{horizontal: …}`:
    /// the key names what the value is.
    ///
    /// A mapping with several keys is reported at the second one (a common slip
    /// is to write a group's settings beside `horizontal:` instead of inside it).
    func singleKeyMapping(_ keys: SpecKeys, expecting expectation: String) -> SpecMapping.Entry? {
        guard let mapping = mapping(keys, expecting: expectation) else { return nil }
        if let extra = mapping.entries.dropFirst().first, let first = mapping.entries.first {
            let (extraKey, firstKey) = (extra.keyNode.keyPath.lastKey, first.keyNode.keyPath.lastKey)
            extra.keyNode.report("'\(extraKey)' cannot stand beside '\(firstKey)'; expected \(expectation)")
            return nil
        }
        if mapping.entries.isEmpty && !mapping.hadRejectedKeys {
            reportExpected(expectation)
        }
        return mapping.entries.first
    }
}

extension SpecKeyPath {
    /// The last key, as written (empty if the path ends in an index).
    var lastKey: String {
        if case .key(let key)? = components.last { return key }
        return ""
    }
}

/// Booleans in the spec: `true` or `false`, in any letter case.
///
/// ```yaml
/// extendsBoundary: false
/// pinToVisibleBounds: true
/// ```
///
/// YAML 1.1's `yes`, `no`, `on` and `off` are rejected, so that a value
/// never depends on which YAML version a reader assumes.
extension SpecNode {
    /// The node as a boolean; `nil` (reported) otherwise.
    func boolean() -> Bool? {
        guard let text = text("true or false") else { return nil }
        guard tag == .plain else {
            reportExpected("true or false, untagged")
            return nil
        }
        switch text.lowercased() {
        case "true": return true
        case "false": return false
        default:
            reportExpected("true or false")
            return nil
        }
    }
}

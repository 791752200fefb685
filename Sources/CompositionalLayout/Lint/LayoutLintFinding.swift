/// One place where a layout falls into a ``LayoutLintRule``'s pitfall.
///
/// ```swift
/// for finding in try layout.lint(containerSize: CGSize(width: 390, height: 844), itemCounts: [12]) {
///     print("\(finding.location): \(finding.message) [\(finding.rule.code)]")
///     print("  fix: \(finding.fix)")
/// }
/// ```
public struct LayoutLintFinding: Hashable, Sendable, CustomStringConvertible {
    /// The pitfall the layout falls into.
    public let rule: LayoutLintRule
    /// The section, and the path through its groups, of the object at fault.
    public let location: LayoutLocation
    /// What is wrong, with the numbers that show it.
    public let message: String
    /// What to change.
    public let fix: String
    /// The item, group or section at fault, as ``LayoutError/subject`` names it, so that a spec
    /// reader can report the line that created it.
    public let subject: ObjectIdentifier?

    /// A finding of `rule` at `location`; `subject` is the object at fault.
    public init(rule: LayoutLintRule, location: LayoutLocation, message: String, fix: String, subject: AnyObject?) {
        self.rule = rule
        self.location = location
        self.message = message
        self.fix = fix
        self.subject = subject.map(ObjectIdentifier.init)
    }

    /// `section 0 › group: … [LD101 fractions-overflow]`.
    public var description: String { "\(location): \(message) \(rule.tag)" }
}

import Foundation

/// Where in a layout something went wrong: a section, then a path through its groups.
public struct LayoutLocation: Hashable, Sendable, CustomStringConvertible {
    /// One step of the path: the section's group, or a subitem of the group before it.
    public enum Component: Hashable, Sendable {
        /// The section's group.
        case group
        /// The i-th entry of a group's `subitems`.
        case subitem(Int)
    }

    /// `nil` for the layout as a whole.
    public var section: Int?
    /// The steps from the section down to the group or item at fault; empty for the section itself.
    public var path: [Component]

    /// The place `path` leads to in section `section` (`nil`: the layout as a whole).
    public init(section: Int?, path: [Component] = []) {
        self.section = section
        self.path = path
    }

    /// The layout as a whole.
    public static let layout = LayoutLocation(section: nil)

    func appending(_ component: Component) -> LayoutLocation {
        LayoutLocation(section: section, path: path + [component])
    }

    /// E.g. `section 2 › group › subitems[0]`.
    public var description: String {
        var parts = [section.map { "section \($0)" } ?? "layout"]
        for component in path {
            switch component {
            case .group: parts.append("group")
            case .subitem(let index): parts.append("subitems[\(index)]")
            }
        }
        return parts.joined(separator: " › ")
    }
}

/// Why a layout could not be solved, and where.
///
/// The solver throws this instead of trapping. ``subject`` identifies the
/// model object at fault, so that a spec reader can point at the line that
/// created it.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    /// What sort of problem it is.
    public enum Kind: Hashable, Sendable {
        /// A dimension that is not finite, not positive, or too large.
        case invalidDimension
        /// A group or section with no room for its content.
        case noRoom
        /// A spacing, inset, count or container value out of range.
        case invalidValue
        /// Over one of the documented ``LayoutLimits``.
        case limitExceeded
        /// A section provider returned `nil`.
        case missingSection
        /// A feature this engine does not support yet.
        case unsupported
        /// Not a compositional layout.
        case unsupportedLayout
        /// An element asked for by name (``LayoutElementSelector``) that the solved layout does not have.
        case noSuchElement
    }

    /// What sort of problem it is.
    public let kind: Kind
    /// Where the problem is.
    public let location: LayoutLocation
    /// What is wrong, as a sentence without the location.
    public let message: String
    /// The item, group or section at fault, if any.
    public let subject: ObjectIdentifier?

    /// An error of `kind` at `location`, saying `message`; `subject` is the object at fault.
    public init(_ kind: Kind, at location: LayoutLocation, _ message: String, subject: AnyObject? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.subject = subject.map(ObjectIdentifier.init)
    }

    /// The location, then the message: `section 2 › group: …`.
    public var description: String { "\(location): \(message)" }
}

import Foundation

extension AttributeScopes {
    /// A stand-in for UIKit's attribute scope: the font and colours of an
    /// `AttributedString` or `AttributeContainer`, so that
    /// `container.font = .preferredFont(forTextStyle: .headline)` compiles. Kept, never drawn.
    public struct UIKitAttributes: AttributeScope {
        /// The text's font.
        public let font: FontAttribute
        /// The text's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Foundation's own attributes (links and the rest).
        public let foundation: FoundationAttributes

        /// The text's font: a ``UIFont``.
        public enum FontAttribute: AttributedStringKey {
            /// A ``UIFont``.
            public typealias Value = UIFont
            /// UIKit's name for it.
            public static let name = "NSFont"
        }

        /// The text's colour: a ``UIColor``.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A ``UIColor``.
            public typealias Value = UIColor
            /// UIKit's name for it.
            public static let name = "NSColor"
        }

        /// The colour behind the text: a ``UIColor``.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A ``UIColor``.
            public typealias Value = UIColor
            /// UIKit's name for it.
            public static let name = "NSBackgroundColor"
        }
    }

    /// UIKit's attributes, as `AttributeScopes.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reaches UIKit's attributes by name: `container.font`, `string.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

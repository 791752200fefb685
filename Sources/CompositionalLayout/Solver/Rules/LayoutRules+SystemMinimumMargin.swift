extension LayoutRules {
    /// UIKit's system minimum layout margin on the leading and trailing edges, which the
    /// default layout margins add to the safe area (and so `.layoutMargins` sections and
    /// `.insetGrouped` lists start there).
    public enum SystemMinimumMargin: Hashable, Sendable {
        /// 20 pt in a container at least 390 pt wide (iPhone 12 and later, Plus and Max
        /// phones, iPads) or with a regular horizontal size class; 16 pt otherwise.
        case byWidth
        /// 20 pt with a regular horizontal size class, 16 pt otherwise.
        case bySizeClass
    }
}

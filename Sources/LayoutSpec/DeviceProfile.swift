import CompositionalLayout

/// A device a layout can be drawn for: the collection view's size in
/// points (full screen), its safe area and its size classes, portrait or
/// landscape (`--device iphone-15`, `--device ipad-air-landscape`).
///
/// The sizes, safe areas and size classes are those Apple publishes for
/// each device (Human Interface Guidelines, "Layout": device screen sizes
/// and size classes); safe areas are the system's values with no bars.
///
/// ```swift
/// let device = try #require(DeviceProfile.named("iphone-15"))
/// device.size          // 393 × 852
/// var spec = try SpecReader.read(contentsOf: "grid.yaml")
/// spec.apply(device)   // container, safe area and size classes
/// ```
public struct DeviceProfile: Hashable, Sendable {
    /// The name used on the command line: lowercase, with `-`.
    public let name: String
    /// The name shown in captions: `iPhone 15`.
    public let displayName: String
    /// The collection view's size in points: the whole screen, in this orientation.
    public let size: CGSize
    /// The screen's safe area in points (the notch or Dynamic Island, the home indicator), with no bars.
    public let safeAreaInsets: NSDirectionalEdgeInsets
    /// The horizontal size class a full-screen app gets in this orientation.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class a full-screen app gets in this orientation.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (2 or 3), which sets the grid frames snap to (`LayoutRules.pixelSnapping`).
    public let displayScale: CGFloat

    /// Portrait devices; each also has a `-landscape` variant.
    public static let portrait: [DeviceProfile] = [
        // The narrowest width iOS still runs at (iPhone SE, 1st generation; iPod touch).
        phone("iphone-se-1st", "iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0, scale: 2),
        phone("iphone-se", "iPhone SE", 375, 667, top: 20, bottom: 0, scale: 2),
        phone("iphone-15", "iPhone 15", 393, 852, top: 59, bottom: 34, scale: 3),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, scale: 3),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
        pad("ipad-mini", "iPad mini", 744, 1133),
        pad("ipad-air", "iPad Air 11-inch", 820, 1180),
        pad("ipad-pro-12.9", "iPad Pro 12.9-inch", 1024, 1366),
        pad("ipad-pro-13", "iPad Pro 13-inch", 1032, 1376),
    ]

    /// Every device, portrait then landscape.
    public static let all: [DeviceProfile] = portrait + portrait.map(\.landscape)

    /// The device called `name` (case-insensitive), or `nil`.
    public static func named(_ name: String) -> DeviceProfile? {
        let key = name.lowercased()
        return all.first { $0.name == key }
    }

    /// The device turned on its side: width and height swap; a phone's top
    /// inset moves to the sides and it becomes compact in both directions
    /// (the larger phones regular in width), as iOS reports.
    public var landscape: DeviceProfile {
        let isPhone = horizontalSizeClass == .compact
        let insets: NSDirectionalEdgeInsets
        if isPhone {
            // Notched phones keep the sensor housing's inset on both sides, and a shorter home indicator inset.
            let side = safeAreaInsets.top > 20 ? safeAreaInsets.top : 0
            insets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: safeAreaInsets.bottom > 0 ? 21 : 0,
                                             trailing: side)
        } else {
            insets = safeAreaInsets
        }
        let wide = isPhone && size.height >= 896
        return DeviceProfile(name: name + "-landscape", displayName: displayName + " (landscape)",
                             size: CGSize(width: size.height, height: size.width), safeAreaInsets: insets,
                             horizontalSizeClass: isPhone ? (wide ? .regular : .compact) : .regular,
                             verticalSizeClass: isPhone ? .compact : .regular, displayScale: displayScale)
    }

    private static func phone(_ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat,
                              top: CGFloat, bottom: CGFloat, scale: CGFloat) -> DeviceProfile {
        DeviceProfile(name: name, displayName: displayName, size: CGSize(width: width, height: height),
                      safeAreaInsets: NSDirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                      horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: scale)
    }

    private static func pad(_ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat) -> DeviceProfile {
        DeviceProfile(name: name, displayName: displayName, size: CGSize(width: width, height: height),
                      safeAreaInsets: NSDirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                      horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
    }
}

extension LayoutSpecification {
    /// Puts the layout in `device`: its size and safe area, its size classes
    /// and display scale. The spec's own interface style and layout direction stay.
    public mutating func apply(_ device: DeviceProfile) {
        containerSize = device.size
        safeAreaInsets = device.safeAreaInsets
        traitCollection = UITraitCollection(userInterfaceStyle: traitCollection.userInterfaceStyle,
                                            horizontalSizeClass: device.horizontalSizeClass,
                                            verticalSizeClass: device.verticalSizeClass,
                                            displayScale: device.displayScale,
                                            layoutDirection: traitCollection.layoutDirection)
    }
}

import Foundation

/// A stand-in for UIKit's `UIDevice`: the device the stand-in screen belongs to.
///
/// ``userInterfaceIdiom`` follows ``UIView/standInScreenSize``, so a layout
/// program that sets an iPad's size gets `.pad`.
@preconcurrency
@MainActor
public final class UIDevice {
    /// The one device.
    public static let current = UIDevice()

    private init() {}

    /// `.pad` when the stand-in screen's shorter side is at least 700 points (every
    /// iPad's is 744 or more; every iPhone's 440 or less), else `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIView.standInScreenSize
        return min(size.width, size.height) >= 700 ? .pad : .phone
    }

    /// The device's orientation: portrait when the stand-in screen is taller than wide, else landscape left.
    public var orientation: UIDeviceOrientation {
        let size = UIView.standInScreenSize
        return size.height >= size.width ? .portrait : .landscapeLeft
    }

    /// The device's kind, as UIKit names it: "iPad" or "iPhone".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The device's name: its model.
    public var name: String { model }
    /// The system's name.
    public var systemName: String { "iOS" }
    /// The system's version: a fixed "17.0", so output never depends on the machine.
    public var systemVersion: String { "17.0" }
    /// Whether the battery is monitored; kept.
    public var isBatteryMonitoringEnabled = false
}

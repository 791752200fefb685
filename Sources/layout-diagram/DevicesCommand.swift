import ArgumentParser
import CompositionalLayout
import LayoutDiagram
import LayoutSpec

/// `layout-diagram devices`: the table `--device` picks from.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device knows: size in points, safe area and size classes.")

    func run() {
        for device in DeviceProfile.all {
            let size = "\(DiagramNumber.label(Double(device.size.width)))×\(DiagramNumber.label(Double(device.size.height)))"
            let insets = device.safeAreaInsets
            let safe = [insets.top, insets.leading, insets.bottom, insets.trailing]
                .map { DiagramNumber.label(Double($0)) }.joined(separator: " ")
            let classes = "\(Self.name(device.horizontalSizeClass)) width, \(Self.name(device.verticalSizeClass)) height"
            print("\(device.name.padding(toLength: 30, withPad: " ", startingAt: 0))"
                  + "\(size.padding(toLength: 11, withPad: " ", startingAt: 0))"
                  + "safe area \(safe.padding(toLength: 14, withPad: " ", startingAt: 0))\(classes)")
        }
    }

    private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        sizeClass == .regular ? "regular" : "compact"
    }
}

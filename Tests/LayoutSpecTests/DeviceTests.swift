import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// The top-level `devices` key and `DeviceProfile`.
@Suite struct DeviceTests {
    @Test func devicesAreReadInOrder() throws {
        let specification = try read("""
            devices: [iphone-15, ipad-air-landscape]
            sections: [{items: 1, group: \(trivialGroup)}]
            """)
        #expect(specification.devices.map(\.name) == ["iphone-15", "ipad-air-landscape"])
        #expect(try read("sections: [{items: 1, group: \(trivialGroup)}]").devices.isEmpty)
    }

    @Test func anUnknownDeviceIsReportedAtItsPositionWithASuggestion() {
        let found = diagnostics("""
            devices: [iphone-15, iphone-16]
            sections: [{items: 1, group: \(trivialGroup)}]
            """)
        // "iphone-16" starts at column 22 of line 1: `devices: [iphone-15, ` is 21 characters.
        #expect(found == [diagnostic(1, 22, "devices[1]",
                                     "unknown device 'iphone-16'; did you mean 'iphone-15'? (see 'layout-diagram devices')")])
    }

    @Test func applyingADeviceSetsTheContainerSafeAreaAndSizeClasses() throws {
        var specification = try read("""
            container: {width: 100, height: 100, traits: {userInterfaceStyle: dark}}
            sections: [{items: 1, group: \(trivialGroup)}]
            """)
        let phone = try #require(DeviceProfile.named("iphone-15"))
        specification.apply(phone)
        #expect(specification.containerSize == CGSize(width: 393, height: 852))
        #expect(specification.safeAreaInsets == NSDirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(specification.traitCollection.horizontalSizeClass == .compact)
        #expect(specification.traitCollection.verticalSizeClass == .regular)
        #expect(specification.traitCollection.displayScale == 3)
        // The spec's own interface style stays.
        #expect(specification.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func landscapeSwapsTheSidesAndCompactsPhones() throws {
        let phone = try #require(DeviceProfile.named("iphone-15-landscape"))
        #expect(phone.size == CGSize(width: 852, height: 393))
        // The sensor housing's 59 moves to both sides; the home indicator leaves 21 at the bottom.
        #expect(phone.safeAreaInsets == NSDirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .compact)
        // 932 ≥ 896: the Pro Max is regular in width in landscape.
        #expect(DeviceProfile.named("iphone-15-pro-max-landscape")?.horizontalSizeClass == .regular)
        let pad = try #require(DeviceProfile.named("ipad-mini-landscape"))
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
    }
}

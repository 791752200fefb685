import Foundation
import Testing
import CompositionalLayout

/// Images, colours, fonts and the other value-like stand-ins are `NSObject`s, as UIKit's are: app
/// models holding them are `Hashable`, and their descriptions never hold an address.
@MainActor
@Suite struct NSObjectStandInTests {
    private struct ImageItem: Hashable {
        let image: UIImage
    }

    @Test func aModelHoldingAnImageIsHashableByTheImagesName() {
        let star = ImageItem(image: UIImage(systemName: "star")!)
        #expect(star == ImageItem(image: UIImage(systemName: "star")!))
        #expect(star != ImageItem(image: UIImage(named: "star")!))
        #expect(star != ImageItem(image: UIImage(systemName: "star")!.withRenderingMode(.alwaysTemplate)))
        #expect(Set([star, star, ImageItem(image: UIImage(named: "photo")!)]).count == 2)
    }

    @Test func valueStandInsAreNSObjectsEqualByValue() {
        let objects: [NSObject] = [UIColor.red, UIFont.systemFont(ofSize: 12), UIImage(), UINib(nibName: "Cell", bundle: nil),
                                   UIBarButtonItem(), UITabBarItem(title: "A", image: nil, tag: 0), CALayer(),
                                   UINavigationItem(), UIAlertAction(title: "OK", style: .default), UIView()]
        #expect(objects.count == 10)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).isEqual(UIColor.red))
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.boldSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.blue]).count == 2)
    }

    @Test func descriptionsAreStableSoIdentifiersKeepTheirLabels() {
        #expect(UIImage(systemName: "star")!.description == #"UIImage(systemName: "star")"#)
        #expect(UIImage(named: "Lake")!.description == #"UIImage(named: "Lake")"#)
        #expect(UIFont.systemFont(ofSize: 12).description == "UIFont(name: .SFUI, size: 12.0)")
        #expect(AppliedSnapshotData.text(of: UIImage(named: "Lake")!) == #"UIImage(named: "Lake")"#)
        // A view keeps NSObject's description, with its address: it labels nothing.
        #expect(AppliedSnapshotData.text(of: UIView()) == nil)
    }

    @Test func namedImagesHaveTheStandInSizeSoAspectRatiosAreOne() {
        let image = UIImage(named: "Lake")!
        #expect(image.size == CGSize(width: 100, height: 100))
        #expect(image.size.height / image.size.width == 1)
        #expect(UIImage().size == .zero)
    }
}

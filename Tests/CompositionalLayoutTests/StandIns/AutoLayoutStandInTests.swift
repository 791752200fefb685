import Foundation
import Testing
import CompositionalLayout

/// The view stand-ins keep what app code sets: a view tree, constraints, and the frame it is
/// given; nothing is laid out by them.
@MainActor
@Suite struct AutoLayoutStandInTests {
    @Test func activatedConstraintsAreKeptOnTheirFirstItem() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel()
        container.addSubview(label)
        let constraints = [
            label.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            label.widthAnchor.constraint(equalToConstant: 40),
            label.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ]
        NSLayoutConstraint.activate(constraints)
        #expect(label.constraints.count == 3)
        #expect(constraints[0].constant == 8 && constraints[0].secondItem === container.safeAreaLayoutGuide)
        #expect(constraints[1].secondItem == nil && constraints[1].constant == 40)
        #expect(constraints[2].multiplier == 0.5)
        NSLayoutConstraint.deactivate([constraints[1]])
        #expect(label.constraints.count == 2)
        // Constraints are never solved: the label keeps its zero frame.
        #expect(label.frame == .zero)
    }

    @Test func subviewsMoveBetweenSuperviewsAndStacksKeepTheirOrder() {
        let first = UIView()
        let second = UIView()
        let label = UILabel()
        first.addSubview(label)
        second.addSubview(label)
        #expect(first.subviews.isEmpty && label.superview === second)
        let stack = UIStackView(arrangedSubviews: [UIImageView(image: UIImage(systemName: "star")), label])
        stack.axis = .vertical
        #expect(stack.arrangedSubviews.count == 2 && label.superview === stack)
        label.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test func colorsAndFontsKeepTheirValues() {
        #expect(UIColor(white: 0.5, alpha: 1).withAlphaComponent(0.25) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        #expect(UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white }) == .white)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.systemFont(ofSize: 12, weight: .bold).weight == .bold)
        #expect(UIColor(named: "Accent") != nil && UIImage(named: "photo") != nil)
    }
}

import Foundation
import Testing
import CompositionalLayout

/// What views keep of their appearance (layers, transforms, gestures) and how animations run: at once.
@MainActor
@Suite struct ViewAppearanceStandInTests {
    @Test func layersKeepTheirSublayersAndShadowPaths() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let gradient = CAGradientLayer()
        let shape = CAShapeLayer()
        view.layer.addSublayer(gradient)
        view.layer.insertSublayer(shape, at: 0)
        #expect(view.layer.sublayers?.map { $0 === shape } == [true, false])
        gradient.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1 && gradient.superlayer == nil)
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
        #expect(view.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 5))
        path.addLine(to: CGPoint(x: 30, y: 25))
        #expect(path.bounds == CGRect(x: 10, y: 5, width: 20, height: 20))
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        // Scale by 2, then translate by (10, 0): the translation is not scaled.
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        // translatedBy applies the translation first, so it is scaled: 2 × 10 = 20.
        #expect(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0).tx == 20)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func animationsAndTransitionsHappenAtOnce() {
        let container = UIView()
        let old = UIView()
        let new = UIView()
        container.addSubview(old)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { old.alpha = 0 }, completion: { finished.append($0) })
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { finished.append($0) }
        UIView.transition(with: container, duration: 0.3, options: .transitionFlipFromLeft,
                          animations: { container.transform = CGAffineTransform(rotationAngle: 0) })
        #expect(old.alpha == 0 && finished == [true, true])
        #expect(container.subviews.count == 1 && container.subviews.first === new)
    }

    @Test func gestureRecognizersAreKeptOnTheirView() {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: Selector("tapped"))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view)
        #expect(tap.targetActions.first?.action == "tapped")
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view == nil)
        #expect(tap.state == .possible)
    }
}

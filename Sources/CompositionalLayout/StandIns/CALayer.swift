import Foundation

/// A stand-in for Core Animation's `CALayer`: the corner radius, border and
/// shadow a view asks for, and a tree of sublayers, kept and never drawn.
/// It is an `NSObject`, as Core Animation's is.
@preconcurrency
@MainActor
open class CALayer: NSObject {
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// Which corners are rounded.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The corner curve: `.circular` or `.continuous`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0 to 1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's opacity, 0 to 1.
    open var opacity: Float = 1
    /// The layer's stacking order.
    open var zPosition: CGFloat = 0

    /// The outline of the shadow; kept.
    open var shadowPath: CGPath?
    /// The layer's frame in its superlayer.
    open var frame: CGRect = .zero {
        didSet { bounds.size = frame.size }
    }
    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero
    /// Whether the layer is hidden.
    open var isHidden = false
    /// A name for the layer, to find it again.
    open var name: String?
    /// A layer whose alpha masks this one; kept.
    open var mask: CALayer?
    /// The layer's sublayers, back to front.
    public private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?

    /// A layer.
    public override init() {
        super.init()
    }

    /// Adds `layer` at the front, taking it from its old superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` among the sublayers at `index` (clamped), taking it from its old superlayer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling`, or at the front if that is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`, or at the front if that is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        self.superlayer = nil
    }
}

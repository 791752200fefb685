import Foundation

/// A stand-in for Core Animation's `CATransform3D`, which Foundation on Linux does not have:
/// the 4 × 4 matrix a visible item's ``NSCollectionLayoutVisibleItem/transform3D`` keeps.
///
/// ```swift
/// item.transform3D = CATransform3DMakeScale(0.8, 0.8, 1)
/// ```
///
/// A diagram is flat: it draws the affine part (``affineTransform``), so a perspective
/// (`m34`) or a rotation about x or y is drawn as its projection without depth.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1 of the matrix.
    public var m11, m12, m13, m14: CGFloat
    /// Row 2 of the matrix.
    public var m21, m22, m23, m24: CGFloat
    /// Row 3 of the matrix.
    public var m31, m32, m33, m34: CGFloat
    /// Row 4 of the matrix: the translation, then the homogeneous entry.
    public var m41, m42, m43, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// The 3D form of an affine transform, as `CATransform3DMakeAffineTransform` makes it.
    public init(_ affine: CGAffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// The part of the matrix that acts on x and y: what a flat drawing shows.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// This transform, then `other` (row vectors, as Core Animation multiplies).
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = rows, b = other.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                product[row][column] = (0..<4).reduce(0) { $0 + a[row][$1] * b[$1][column] }
            }
        }
        return CATransform3D(rows: product)
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[CGFloat]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D()

/// A scale by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var transform = CATransform3D()
    (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
    return transform
}

/// A translation by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var transform = CATransform3D()
    (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
    return transform
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    let t = 1 - c
    var r = CATransform3D()
    (r.m11, r.m12, r.m13) = (t * x * x + c, t * x * y + s * z, t * x * z - s * y)
    (r.m21, r.m22, r.m23) = (t * x * y - s * z, t * y * y + c, t * y * z + s * x)
    (r.m31, r.m32, r.m33) = (t * x * z + s * y, t * y * z - s * x, t * z * z + c)
    return r
}

/// A scale, then `transform`.
public func CATransform3DScale(_ transform: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(transform)
}

/// A translation, then `transform`.
public func CATransform3DTranslate(_ transform: CATransform3D, _ tx: CGFloat, _ ty: CGFloat,
                                   _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(transform)
}

/// A rotation, then `transform`.
public func CATransform3DRotate(_ transform: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(transform)
}

/// `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The 3D form of `transform`.
public func CATransform3DMakeAffineTransform(_ transform: CGAffineTransform) -> CATransform3D {
    CATransform3D(transform)
}

/// Whether `transform` is the identity.
public func CATransform3DIsIdentity(_ transform: CATransform3D) -> Bool {
    transform == CATransform3DIdentity
}

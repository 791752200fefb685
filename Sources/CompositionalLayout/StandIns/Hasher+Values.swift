/// One hash of several values, for the `NSObject` stand-ins (`UIColor`, `UIFont`, `UIImage`)
/// whose `isEqual(_:)` compares values and whose `hash` must therefore agree with it.
extension Hasher {
    /// The hash of `values`, combined in order.
    static func hash<each Value: Hashable>(_ values: repeat each Value) -> Int {
        var hasher = Hasher()
        repeat hasher.combine(each values)
        return hasher.finalize()
    }
}

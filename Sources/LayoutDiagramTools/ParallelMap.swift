import Dispatch

/// Runs independent pieces of work on every core, as `gallery` and `check`
/// do with their specs, and gives the results in input order.
public enum ParallelMap {
    /// `body` of each input, computed concurrently; the first failure in input order is thrown, so
    /// the error a run reports does not depend on which thread finished first.
    ///
    /// Each input is handled by one thread only. The inputs themselves need not be `Sendable`
    /// (a spec's layout is a graph of classes); `body` must not share mutable state between inputs.
    public static func map<Input, Output, Failure: Error>(_ inputs: [Input],
                                                          _ body: (Input) throws(Failure) -> Output) throws(Failure) -> [Output] {
        var results = [Result<Output, Failure>?](repeating: nil, count: inputs.count)
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { slots in
                let shared = Unchecked((inputs: inputs, slots: slots, body: body))
                DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                    let (inputs, slots, body) = shared.value
                    slots[index] = Result { () throws(Failure) in try body(inputs[index]) }
                }
            }
        }
        return try results.map { result throws(Failure) in try result!.get() }
    }
}

/// What `concurrentPerform`'s iterations share; each touches only its own slot.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

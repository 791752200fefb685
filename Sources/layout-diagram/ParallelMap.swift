import Dispatch

/// Runs independent pieces of work on every core, as `gallery` and `check`
/// do with their specs, and gives the results in input order.
enum ParallelMap {
    /// `body` of each input, computed concurrently; the first failure in input order is thrown, so
    /// the error a run reports does not depend on which thread finished first.
    ///
    /// Each input is handled by one thread only. The inputs themselves need not be `Sendable`
    /// (a spec's layout is a graph of classes); `body` must not share mutable state between inputs.
    static func map<Input, Output>(_ inputs: [Input],
                                   _ body: (Input) throws(CommandFailure) -> Output) throws(CommandFailure) -> [Output] {
        var results = [Result<Output, CommandFailure>?](repeating: nil, count: inputs.count)
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { slots in
                let shared = Unchecked((inputs: inputs, slots: slots, body: body))
                DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                    let (inputs, slots, body) = shared.value
                    slots[index] = Result { () throws(CommandFailure) in try body(inputs[index]) }
                }
            }
        }
        return try results.map { result throws(CommandFailure) in try result!.get() }
    }
}

/// What `concurrentPerform`'s iterations share; each touches only its own slot.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

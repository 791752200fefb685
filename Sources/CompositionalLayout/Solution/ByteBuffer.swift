import Foundation

/// Where canonical text is written: a `[UInt8]`, or a ``ByteBuffer``.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
}

extension Array: ByteSink where Element == UInt8 {}

/// A growable run of bytes that becomes `Data` without a copy: the frames
/// JSON of a million items is 120 MB, and copying it into `Data` would double
/// the peak memory of `layout-diagram frames`.
struct ByteBuffer: ByteSink {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        UnsafeMutableRawPointer(start + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        count += bytes.count
    }

    private mutating func grow(to needed: Int) {
        let larger = Swift.max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// The bytes as `Data`, which takes the memory over; the buffer must not be used afterwards.
    consuming func data() -> Data {
        Data(bytesNoCopy: start, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }
}

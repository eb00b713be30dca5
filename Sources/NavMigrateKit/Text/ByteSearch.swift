#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Where `needle` first occurs at or after `start`: a plain byte search, with no UTF-8
    /// decoding, for the tests that let whole files or whole walks be skipped. The C library's
    /// `memchr` finds each candidate first byte, `memcmp` checks the rest.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        var from = Swift.max(start, 0)
        guard let first = needle.first, let base = baseAddress else { return nil }
        let last = count - needle.count
        return needle.withUnsafeBufferPointer { pattern -> Int? in
            while from <= last {
                guard let hit = memchr(base + from, Int32(first), last - from + 1) else { return nil }
                let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 { return offset }
                from = offset + 1
            }
            return nil
        }
    }

    func containsBytes(_ needle: [UInt8]) -> Bool {
        firstOffset(of: needle) != nil
    }
}

extension [UInt8] {
    func containsBytes(_ needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { $0.containsBytes(needle) }
    }

    /// Every offset where `needle` starts, ascending; occurrences do not overlap.
    func offsets(of needle: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        withUnsafeBufferPointer { buffer in
            var from = 0
            while let found = buffer.firstOffset(of: needle, from: from) {
                offsets.append(found)
                from = found + needle.count
            }
        }
        return offsets
    }
}

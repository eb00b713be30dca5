extension UnsafeBufferPointer<UInt8> {
    /// Where `needle` first occurs at or after `start`: a plain byte search, with no UTF-8
    /// decoding, for the tests that let whole files or whole walks be skipped.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, needle.count <= count else { return nil }
        let last = count - needle.count
        var index = Swift.max(start, 0)
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < needle.count, self[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    func containsBytes(_ needle: [UInt8]) -> Bool {
        firstOffset(of: needle) != nil
    }
}

extension [UInt8] {
    func containsBytes(_ needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { $0.containsBytes(needle) }
    }
}

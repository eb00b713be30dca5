extension UnsafeBufferPointer<UInt8> {
    /// Whether `needle` occurs anywhere in the buffer: a plain byte search, with no UTF-8
    /// decoding, for the tests that let whole files or whole walks be skipped.
    func containsBytes(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count, let first = needle.first else { return false }
        let last = count - needle.count
        var index = 0
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < needle.count, self[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

extension [UInt8] {
    func containsBytes(_ needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { $0.containsBytes(needle) }
    }
}

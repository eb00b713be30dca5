/// The byte test that lets most files skip parsing: every rewrite starts from a `Navigation…`
/// type or a `navigationBar…` modifier, so a file with neither needs no parse.
public enum Prefilter {
    private static let needles: [[UInt8]] = [Array("Navigation".utf8), Array("navigationBar".utf8)]

    /// Whether the file may contain something to migrate.
    public static func mayNeedMigration(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            needles.contains { contains(buffer, $0) }
        }
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return false }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

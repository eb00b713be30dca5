/// The byte test that lets most files skip parsing: every rewrite starts from a `Navigation…`
/// type or a `navigationBar…` modifier, so a file with neither needs no parse.
public enum Prefilter {
    private static let needles: [[UInt8]] = [Array("Navigation".utf8), Array("navigationBar".utf8)]

    /// Whether the file may contain something to migrate.
    public static func mayNeedMigration(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            needles.contains { buffer.containsBytes($0) }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files of one change set (files whose changes need each other) all or none, with
/// `AtomicWriter`'s steps: every file is checked first (not a symlink nor hard-linked, not
/// read-only unless allowed, still as navmigrate read it); then every new version is written
/// to a temporary file beside its file, with its permissions, and flushed; then every file is
/// checked once more and only then are the temporaries renamed over them, one after another.
///
/// A failure before the renames removes every temporary and leaves every file as it was. A
/// rename cannot fail for want of room or permission once its temporary exists in the same
/// folder, but should one fail all the same, the files already replaced get their old bytes
/// back (by the same temporary-and-rename), and the failure says which, if any, could not.
public enum ChangeSetWriter {
    /// One file of the set.
    public struct File: Sendable {
        /// The absolute path to write.
        public var location: String
        /// The path in messages.
        public var shownPath: String
        /// The bytes navmigrate read, which the file must still hold.
        public var original: [UInt8]
        public var output: [UInt8]

        public init(location: String, shownPath: String, original: [UInt8], output: [UInt8]) {
            self.location = location
            self.shownPath = shownPath
            self.original = original
            self.output = output
        }
    }

    /// Why the set was not written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The file that could not be written (an index into the files given).
        public var index: Int
        /// What went wrong with it.
        public var failure: AtomicWriter.Failure
        /// Files already replaced when a rename failed that could not be given their old bytes
        /// back. Empty in every other case: then no file of the set was changed.
        public var notRestored: [Int] = []

        public var description: String { failure.message }
    }

    /// Writes every file of the set, or none. Files whose output equals what they hold are not
    /// touched (`.unchanged`).
    public static func write(_ files: [File], replacingReadOnly: Bool = true) throws(Failure) -> [AtomicWriter.Result] {
        try write(files, replacingReadOnly: replacingReadOnly, rename: { rename($0, $1) })
    }

    /// `write`, with the rename step given, so tests can make it fail.
    static func write(_ files: [File], replacingReadOnly: Bool,
                      rename renaming: (String, String) -> Int32) throws(Failure) -> [AtomicWriter.Result] {
        let changing = files.indices.filter { files[$0].output != files[$0].original }
        var statuses: [Int: FileStatus] = [:]
        for index in changing {
            let file = files[index]
            do {
                statuses[index] = try AtomicWriter.checkWritable(file.location, expected: file.original, shown: file.shownPath,
                                                                 replacingReadOnly: replacingReadOnly)
            } catch {
                throw Failure(index: index, failure: error)
            }
        }
        var temporaries: [(index: Int, temporary: AtomicWriter.Temporary)] = []
        func discardAll() { for entry in temporaries { entry.temporary.discard() } }
        for index in changing {
            let file = files[index]
            do {
                temporaries.append((index, try AtomicWriter.Temporary.write(file.output, beside: file.location,
                                                                            status: statuses[index]!, shown: file.shownPath)))
            } catch {
                discardAll()
                throw Failure(index: index, failure: error)
            }
        }
        // Checked again right before the renames, so an editor's save in between is not lost.
        for index in changing {
            let file = files[index]
            do {
                try AtomicWriter.ensureUnchanged(file.location, expected: file.original, shown: file.shownPath)
            } catch {
                discardAll()
                throw Failure(index: index, failure: error)
            }
        }
        for (position, entry) in temporaries.enumerated() {
            do {
                try entry.temporary.commit(rename: renaming)
            } catch {
                for later in temporaries[position...] { later.temporary.discard() }
                let replaced = temporaries[..<position].map(\.index)
                let notRestored = replaced.filter { !restore(files[$0], status: statuses[$0]!, rename: renaming) }
                var failure = error
                if !replaced.isEmpty {
                    failure.message += notRestored.isEmpty
                        ? "; the files of its change set already replaced were given their old contents back"
                        : "; these files of its change set were replaced and could not be given their old contents back: "
                            + notRestored.map { files[$0].shownPath }.joined(separator: ", ")
                }
                throw Failure(index: entry.index, failure: failure, notRestored: notRestored)
            }
        }
        return files.indices.map { statuses[$0] == nil ? .unchanged : .written }
    }

    /// Puts a replaced file's old bytes back; whether it worked.
    private static func restore(_ file: File, status: FileStatus, rename renaming: (String, String) -> Int32) -> Bool {
        guard let temporary = try? AtomicWriter.Temporary.write(file.original, beside: file.location, status: status,
                                                                shown: file.shownPath) else { return false }
        do {
            try temporary.commit(rename: renaming)
            return true
        } catch {
            temporary.discard()
            return false
        }
    }
}

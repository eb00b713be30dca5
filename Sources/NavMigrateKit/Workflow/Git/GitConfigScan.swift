#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds every filter driver (`[filter "<name>"]`) that the config files git will read for a
/// repository define, following `include.path` and every `includeIf.<condition>.path`
/// whatever the condition, so that each can be switched off on git's command line: a filter's
/// `clean` or `process` command runs inside `git status`, and only its name lets
/// `-c filter.<name>.clean=` reach it.
///
/// The parser follows git's own (`config.c`: `git_parse_source`, `get_base_var`,
/// `parse_value`) for section headers and values, so a header git sees is seen here. Where
/// the two could differ, this one errs towards listing more names: a name listed for a driver
/// that does not exist costs four harmless `-c` options. A file git cannot parse makes git
/// stop before it runs anything, so parsing stops there too.
struct GitConfigScan: Equatable {
    /// Driver names as raw bytes (subsection names may hold any byte but a newline or NUL).
    var filterDrivers: [[UInt8]] = []
    /// Every config file that was read, in order.
    var filesRead: [String] = []

    /// The files git reads for `repository`, system first, in git's order. System and global
    /// files are the user's, but a repository's attributes can select a driver they define,
    /// so they are scanned too.
    static func files(for repository: GitRepository, environment: [String: String], gitPrefix: String) -> [String] {
        var files: [String] = []
        if !GitRepository.isTrue(environment["GIT_CONFIG_NOSYSTEM"]) {
            if let system = environment["GIT_CONFIG_SYSTEM"] {
                files.append(system)
            } else {
                files += ["/etc/gitconfig", joinPath(gitPrefix, "etc/gitconfig")]
            }
        }
        if let global = environment["GIT_CONFIG_GLOBAL"] {
            files.append(global)
        } else {
            if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
                files.append(joinPath(xdg, "git/config"))
            } else if let home = environment["HOME"] {
                files.append(joinPath(home, ".config/git/config"))
            }
            if let home = environment["HOME"] { files.append(joinPath(home, ".gitconfig")) }
        }
        files.append(joinPath(repository.commonDir, "config"))
        files.append(joinPath(repository.gitDir, "config.worktree"))
        return files
    }

    /// Reads the files (missing ones are skipped, as git skips them) and their includes.
    static func scan(_ files: [String], home: String?, gitPrefix: String) -> GitConfigScan {
        var scan = GitConfigScan()
        var seen = Set<[UInt8]>()
        for file in files {
            scan.read(file, depth: 0, home: home, gitPrefix: gitPrefix, seen: &seen)
        }
        return scan
    }

    /// git gives up beyond this many nested includes.
    static let maximumIncludeDepth = 10

    private mutating func read(_ path: String, depth: Int, home: String?, gitPrefix: String, seen: inout Set<[UInt8]>) {
        guard depth <= Self.maximumIncludeDepth, access(path, R_OK) == 0,
              let bytes = try? readFileFollowingLinks(path, limit: Int.max)
        else { return }
        filesRead.append(path)
        var parser = ConfigParser(bytes: bytes)
        parser.parse { section, key, value in
            if let driver = Self.filterDriver(inSection: section), seen.insert(driver).inserted {
                filterDrivers.append(driver)
            }
            guard let key, key == Array("path".utf8), let value, Self.isInclude(section) else { return }
            guard let included = Self.includePath(value, from: path, home: home, gitPrefix: gitPrefix) else { return }
            read(included, depth: depth + 1, home: home, gitPrefix: gitPrefix, seen: &seen)
        }
    }

    /// The subsection of a `filter.<name>` section header (`section` as git stores it: the
    /// lowercased section name, then `.` and the subsection, if any).
    static func filterDriver(inSection section: [UInt8]) -> [UInt8]? {
        let prefix = Array("filter.".utf8)
        guard section.starts(with: prefix), section.count > prefix.count else { return nil }
        return Array(section.dropFirst(prefix.count))
    }

    /// `include` or `includeif.<condition>`.
    static func isInclude(_ section: [UInt8]) -> Bool {
        section == Array("include".utf8) || (section.starts(with: Array("includeif.".utf8)) && section.count > 10)
    }

    /// git's `interpolate_path` and relative-include rule: `%(prefix)/`, `~/`, `~user/`, and
    /// relative paths against the including file's folder.
    static func includePath(_ value: [UInt8], from file: String, home: String?, gitPrefix: String) -> String? {
        var path = String(decoding: value, as: UTF8.self)
        if path.hasPrefix("%(prefix)/") {
            path = joinPath(gitPrefix, String(path.dropFirst(10)))
        } else if path.hasPrefix("~") {
            let slash = path.firstIndex(of: "/") ?? path.endIndex
            let user = String(path[path.index(after: path.startIndex)..<slash])
            let rest = String(path[slash...])
            if user.isEmpty {
                guard let home else { return nil }
                path = home + rest
            } else {
                guard let entry = getpwnam(user), let directory = entry.pointee.pw_dir else { return nil }
                path = String(cString: directory) + rest
            }
        }
        if !path.hasPrefix("/") {
            path = joinPath(parentFolder(of: file), path)
        }
        return path
    }
}

/// git's config file grammar, as bytes.
private struct ConfigParser {
    let bytes: [UInt8]
    var index = 0
    var atEnd = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let newline = UInt8(ascii: "\n")

    /// git's `get_next_char`: CR LF reads as LF, the end of the file as a final LF.
    private mutating func next() -> UInt8 {
        guard index < bytes.count else {
            atEnd = true
            return Self.newline
        }
        let byte = bytes[index]
        index += 1
        if byte == 13, index < bytes.count, bytes[index] == Self.newline {
            index += 1
            return Self.newline
        }
        return byte
    }

    /// git's `isspace`: space, tab, LF, CR.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
    private static func isAlpha(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    private static func isKeyChar(_ byte: UInt8) -> Bool { isAlpha(byte) || (48...57).contains(byte) || byte == 45 }
    private static func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    /// Calls `entry(section, key, value)` for each section header (with a nil key) and each
    /// variable, until the end or the first error.
    mutating func parse(_ entry: (_ section: [UInt8], _ key: [UInt8]?, _ value: [UInt8]?) -> Void) {
        var comment = false
        var section: [UInt8] = []
        // A UTF-8 byte order mark may open the file.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while true {
            let byte = next()
            if byte == Self.newline {
                if atEnd { return }
                comment = false
                continue
            }
            if comment || Self.isSpace(byte) { continue }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: ";") {
                comment = true
                continue
            }
            if byte == UInt8(ascii: "[") {
                guard let header = sectionHeader(), !header.isEmpty else { return }
                section = header
                entry(section, nil, nil)
                continue
            }
            guard Self.isAlpha(byte) else { return }
            var key = [Self.lower(byte)]
            var next = self.next()
            while !atEnd, Self.isKeyChar(next) {
                key.append(Self.lower(next))
                next = self.next()
            }
            while next == 32 || next == 9 { next = self.next() }
            var value: [UInt8]?
            if next != Self.newline {
                guard next == UInt8(ascii: "="), let parsed = self.value() else { return }
                value = parsed
            }
            entry(section, key, value)
        }
    }

    /// git's `get_base_var` and `get_extended_base_var`, after the `[`.
    private mutating func sectionHeader() -> [UInt8]? {
        var name: [UInt8] = []
        while true {
            var byte = next()
            if atEnd { return nil }
            if byte == UInt8(ascii: "]") { return name }
            if Self.isSpace(byte) {
                // `[section "subsection"]`: the subsection keeps its case and its escapes.
                repeat {
                    if byte == Self.newline { return nil }
                    byte = next()
                } while Self.isSpace(byte)
                guard byte == UInt8(ascii: "\"") else { return nil }
                name.append(UInt8(ascii: "."))
                while true {
                    var inner = next()
                    if inner == Self.newline { return nil }
                    if inner == UInt8(ascii: "\"") { break }
                    if inner == UInt8(ascii: "\\") {
                        inner = next()
                        if inner == Self.newline { return nil }
                    }
                    name.append(inner)
                }
                return next() == UInt8(ascii: "]") ? name : nil
            }
            guard Self.isKeyChar(byte) || byte == UInt8(ascii: ".") else { return nil }
            name.append(Self.lower(byte))
        }
    }

    /// git's `parse_value`, after the `=`.
    private mutating func value() -> [UInt8]? {
        var quote = false
        var comment = false
        var trimLength = 0
        var value: [UInt8] = []
        while true {
            var byte = next()
            if byte == Self.newline {
                if quote { return nil }
                if trimLength > 0 { value.removeLast(value.count - trimLength) }
                return value
            }
            if comment { continue }
            if Self.isSpace(byte), !quote {
                if trimLength == 0 { trimLength = value.count }
                if !value.isEmpty { value.append(byte) }
                continue
            }
            if !quote, byte == UInt8(ascii: ";") || byte == UInt8(ascii: "#") {
                comment = true
                continue
            }
            trimLength = 0
            if byte == UInt8(ascii: "\\") {
                byte = next()
                switch byte {
                case Self.newline: continue
                case UInt8(ascii: "t"): byte = 9
                case UInt8(ascii: "b"): byte = 8
                case UInt8(ascii: "n"): byte = 10
                case UInt8(ascii: "\\"), UInt8(ascii: "\""): break
                default: return nil
                }
                value.append(byte)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                quote.toggle()
                continue
            }
            value.append(byte)
        }
    }
}

/// Which files an Xcode project's targets compile, by path: each Sources build phase's files
/// found through the project's groups (`PBXGroup` paths relative to their parent, the project's
/// folder, or absolute), and the folders Xcode 16 keeps in step with the disk
/// (`PBXFileSystemSynchronizedRootGroup`), which compile every Swift file under them but the
/// ones an exception set takes out (and compile, for a target that does not own the folder,
/// the ones an exception set adds).
///
/// Paths are relative to the folder that holds the `.xcodeproj`. A build file whose place
/// cannot be worked out (a path relative to the SDK or the build products, a reference the
/// file does not hold) is matched by its file name, as before.
struct XcodeProjectFiles {
    /// What one native target compiles.
    struct Target {
        /// Its build configuration list's ID, which names it to `XcodeProjectObjects`.
        var configurationList = ""
        var paths = Set<String>()
        /// The names of build files whose paths could not be worked out.
        var names = Set<String>()
        /// Synchronized folders it owns, with the paths (relative to the folder) taken out.
        var folders: [(path: String, excluded: [String])] = []
        /// Files of folders it does not own that exception sets give it.
        var added = Set<String>()

        /// Whether it says anything about its files.
        var listsFiles: Bool { !paths.isEmpty || !names.isEmpty || !folders.isEmpty || !added.isEmpty }

        func compiles(_ path: String) -> Bool {
            if paths.contains(path) || added.contains(path) { return true }
            for folder in folders {
                guard let inside = XcodeProjectFiles.relative(path, to: folder.path) else { continue }
                if !folder.excluded.contains(where: { inside == $0 || inside.hasPrefix($0 + "/") }) { return true }
            }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return names.contains(name)
        }
    }

    private(set) var targets: [Target] = []

    /// Nil when the text is not a project file (no `objects`, no native target).
    init?(_ text: String) {
        guard let root = PropertyListText.parse(text)?.dictionary,
              let objects = root["objects"]?.dictionary,
              let projectID = root["rootObject"]?.string,
              let project = objects[projectID]?.dictionary else { return nil }
        func object(_ id: String?) -> [String: PropertyListText.Value]? { id.flatMap { objects[$0]?.dictionary } }

        // Every group's and file's path, walking down from the main group.
        var pathByID: [String: String] = [:]
        var unresolved = Set<String>()
        let projectFolder = project["projectDirPath"]?.string.map(normalizedPath).flatMap { $0 == "." ? nil : $0 } ?? ""
        func visit(_ id: String, parent: String?) {
            guard let item = object(id), pathByID[id] == nil, !unresolved.contains(id) else { return }
            let own = item["path"]?.string
            let base: String?
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = projectFolder
            case "<absolute>": base = ""
            default: base = nil
            }
            if let base {
                let path = own.map { normalizedPath($0.hasPrefix("/") ? $0 : joinPath(base, $0)) } ?? base
                pathByID[id] = path == "." ? "" : path
            } else {
                unresolved.insert(id)
            }
            for child in item["children"]?.array ?? [] {
                if let child = child.string { visit(child, parent: pathByID[id]) }
            }
        }
        if let main = project["mainGroup"]?.string { visit(main, parent: projectFolder) }

        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let item = object(id), item["isa"]?.string == "PBXNativeTarget" else { continue }
            var target = Target()
            target.configurationList = item["buildConfigurationList"]?.string ?? ""
            for phaseID in item["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = object(phaseID), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = object(buildFileID)?["fileRef"]?.string else { continue }
                    if let path = pathByID[reference] {
                        target.paths.insert(path)
                    } else if let file = object(reference), let name = file["path"]?.string ?? file["name"]?.string {
                        target.names.insert(String(name.split(separator: "/").last ?? Substring(name)))
                    }
                }
            }
            for groupID in item["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                guard let path = pathByID[groupID] else { continue }
                let excluded = Self.exceptions(of: groupID, for: id, in: objects)
                target.folders.append((path, excluded))
            }
            targets.append(target)
        }
        guard !targets.isEmpty else { return nil }
        // Files an exception set gives a target that does not own their folder.
        for (groupID, path) in pathByID where object(groupID)?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for exceptionID in object(groupID)?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = object(exceptionID), exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let targetID = exception["target"]?.string, let target = object(targetID),
                      let index = targets.firstIndex(where: { $0.configurationList == target["buildConfigurationList"]?.string }),
                      !targets[index].folders.contains(where: { $0.path == path }) else { continue }
                for file in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                    targets[index].added.insert(normalizedPath(joinPath(path, file)))
                }
            }
        }
    }

    /// The paths, relative to the synchronized folder, that an exception set of the folder takes
    /// out of the target which owns it.
    private static func exceptions(of groupID: String, for targetID: String, in objects: [String: PropertyListText.Value]) -> [String] {
        let ids = objects[groupID]?.dictionary?["exceptions"]?.array?.compactMap(\.string) ?? []
        return ids.flatMap { id -> [String] in
            guard let exception = objects[id]?.dictionary, exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  exception["target"]?.string == targetID else { return [] }
            return exception["membershipExceptions"]?.array?.compactMap(\.string).map(normalizedPath) ?? []
        }
    }

    /// The configuration lists of the targets that compile the file at `path` (relative to the
    /// project's folder).
    func targets(compiling path: String) -> [String] {
        let path = normalizedPath(path)
        return targets.filter { $0.compiles(path) }.map(\.configurationList)
    }

    /// `path` relative to `folder` when it lies under it (the empty folder is the project's).
    static func relative(_ path: String, to folder: String) -> String? {
        if folder.isEmpty { return path }
        guard path.count > folder.count, path.hasPrefix(folder), path[path.index(path.startIndex, offsetBy: folder.count)] == "/" else {
            return nil
        }
        return String(path.dropFirst(folder.count + 1))
    }
}

/// The old-style (OpenStep) property list text Xcode writes its project files in: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings bare or quoted, `/* comments */` anywhere.
/// Only what a project file holds is read; anything else makes `parse` return nil.
enum PropertyListText {
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var array: [Value]? { if case .array(let items) = self { items } else { nil } }
        var dictionary: [String: Value]? { if case .dictionary(let entries) = self { entries } else { nil } }
    }

    static func parse(_ text: String) -> Value? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        /// How deep values are nested, bounded so a hostile file cannot exhaust the stack.
        var depth = 0

        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value() -> Value? {
            skipSpace()
            guard index < bytes.count, depth < 64 else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                depth += 1
                defer { depth -= 1 }
                var entries: [String: Value] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(entries)
                    }
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    guard let value = value() else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                    index += 1
                    entries[key] = value
                }
            case UInt8(ascii: "("):
                index += 1
                depth += 1
                defer { depth -= 1 }
                var items: [Value] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    guard let item = value() else { return nil }
                    items.append(item)
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return string().map(Value.string)
            }
        }

        /// A quoted string (with `\"`, `\\`, `\n` and `\t` escapes) or a bare word.
        mutating func string() -> String? {
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var out: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                        default: out.append(bytes[index])
                        }
                    } else {
                        out.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }
}

/// Whether the Xcode projects above a file compile it. An Xcode project lists each file a target
/// compiles in a Sources build phase (`ABC /* Sidebar.swift in Sources */`); a `.swift` file that
/// no project above it lists there is built by none of them: an old copy, a file left out of
/// every target. Such a file is left as it is, and its views stay out of the project graph,
/// where a second `struct Sidebar` would be taken for the one the app builds.
///
/// Files are found by path, through the project's groups and the folders Xcode 16 keeps in step
/// with the disk (`XcodeProjectFiles`); where the project file cannot be read that way, by the
/// names its Sources phases list, so a same-named file elsewhere counts for both. Only what is
/// plain is counted: a project whose targets list no file, or a file under a folder with a
/// `Package.swift` (a package may build it), tells nothing, and the file is read.
final class TargetMembership {
    private struct Project {
        let name: String
        /// The folder that holds the `.xcodeproj`.
        let folder: String
        let files: XcodeProjectFiles?
        /// The names of the files its Sources phases list, where `files` could not be read.
        let names: Set<String>?

        /// Whether a target of the project compiles the file; nil when the project cannot tell.
        func compiles(_ path: String) -> Bool? {
            if let files {
                guard let relative = XcodeProjectFiles.relative(path, to: folder == "." ? "" : folder) else { return false }
                return !files.targets(compiling: relative).isEmpty
            }
            guard let names else { return nil }
            return names.contains(String(path.split(separator: "/").last ?? Substring(path)))
        }
    }

    /// What the folders from one folder up say, for every file in it: nil when nothing can be
    /// concluded (a package above, a project that cannot tell), else the projects above, nearest
    /// first.
    private var chainByFolder: [String: [Project]?] = [:]

    /// The name of the nearest project (`App.xcodeproj`) above `path` when the projects above
    /// it list their sources and none lists this file; nil when one does or nothing tells.
    func unbuiltBy(file path: String) -> String? {
        guard path.hasSuffix(".swift"), let projects = chain(from: parentFolder(of: path)), let nearest = projects.first,
              !projects.contains(where: { $0.compiles(path) ?? true }) else { return nil }
        return nearest.name
    }

    private func chain(from folder: String) -> [Project]? {
        if let known = chainByFolder[folder] { return known }
        let found: [Project]?
        // A file under a package's folder may be the package's, whatever project lies beside,
        // above or below it.
        if pathExists(joinPath(folder, "Package.swift")) {
            found = nil
        } else {
            let own = folderEntries(in: folder, endingWith: ".xcodeproj").sorted().compactMap { name -> Project? in
                guard let bytes = try? readRegularFile(joinPath(folder, name + "/project.pbxproj")) else { return nil }
                let text = String(decoding: bytes, as: UTF8.self)
                if let files = XcodeProjectFiles(text), files.targets.contains(where: \.listsFiles) {
                    return Project(name: name, folder: folder, files: files, names: nil)
                }
                return Project(name: name, folder: folder, files: nil, names: Self.sourceNames(in: text))
            }
            let parent = parentFolder(of: folder)
            // The top of a git work tree is as far as the app's projects go.
            let isTop = parent == folder || folder == "." || folder.isEmpty || pathExists(joinPath(folder, ".git"))
            if own.contains(where: { $0.files == nil && $0.names == nil }) {
                found = nil
            } else if isTop {
                found = own
            } else {
                found = chain(from: parent).map { own + $0 }
            }
        }
        chainByFolder.updateValue(found, forKey: folder)
        return found
    }

    /// The file names a `project.pbxproj`'s Sources phases list, or nil when it cannot tell
    /// (synchronized folders, no Sources phase, build files without the comments Xcode writes,
    /// which a generator may leave out: not laid out as Xcode writes one).
    static func sourceNames(in text: String) -> Set<String>? {
        guard !text.contains("PBXFileSystemSynchronizedRootGroup"), text.contains("PBXSourcesBuildPhase") else { return nil }
        var names = Set<String>()
        for line in text.split(whereSeparator: \.isNewline) {
            // `ABC /* Sidebar.swift in Sources */ = {isa = PBXBuildFile; ...}`: the name is only
            // in the comment, so a build file without one could be any file.
            if line.contains("isa = PBXBuildFile"), !line.contains("/* ") { return nil }
            guard let end = line.range(of: " in Sources */") else { continue }
            guard let start = line[..<end.lowerBound].range(of: "/* ", options: .backwards) else { continue }
            names.insert(String(line[start.upperBound..<end.lowerBound]))
        }
        return names.isEmpty ? nil : names
    }
}

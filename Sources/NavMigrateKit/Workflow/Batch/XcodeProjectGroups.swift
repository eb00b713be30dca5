import Foundation

/// The run's files split by the Xcode project folder that holds them, when they are several
/// independent apps: every file lies under the folder of exactly one `*.xcodeproj` (or in a
/// playground, which stands alone), and no such folder lies inside another. Each group is then planned as a project of its own, so that
/// same-named views of different apps (a course's projects, copies of one app) never meet in
/// one graph. Anything else (one project, a file under none, projects nested in another, which
/// may share code) stays one group: local packages and shared folders keep their views visible.
enum XcodeProjectGroups {
    /// The items' indices, grouped in the order of each group's first item; one group holding
    /// every index when the run is not several independent apps.
    static func partition(_ locations: [String]) -> [[Int]] {
        let everything = [Array(locations.indices)]
        var rootOfFolder: [String: String?] = [:]
        func root(of folder: String) -> String? {
            if let known = rootOfFolder[folder] { return known }
            let found: String?
            // Only the projects are looked for: a folder of many entries above the run (a
            // temporary folder) costs little.
            if !folderEntries(in: folder, endingWith: ".xcodeproj").isEmpty {
                found = folder
            } else {
                let parent = parentFolder(of: folder)
                found = parent == folder ? nil : root(of: parent)
            }
            rootOfFolder.updateValue(found, forKey: folder)
            return found
        }
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, location) in locations.enumerated() {
            let path = normalizedPath(location)
            // A playground's pages stand alone: the playground is a group of its own.
            let playground = path.range(of: ".playground/").map { String(path[..<$0.lowerBound]) + ".playground" }
            guard let project = playground ?? root(of: parentFolder(of: path)) else { return everything }
            if groups[project] == nil { order.append(project) }
            groups[project, default: []].append(index)
        }
        guard order.count > 1 else { return everything }
        let roots = order.filter { !$0.hasSuffix(".playground") }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for (position, first) in roots.enumerated() {
            for other in roots[(position + 1)...] where first.hasPrefix(other) || other.hasPrefix(first) {
                return everything
            }
        }
        return order.map { groups[$0]! }
    }
}

import Testing
@testable import NavMigrateKit

/// Which files an Xcode project's targets compile, by path: groups, synchronized folders and
/// their exception sets, and the name fallback where a path cannot be worked out.
@Suite struct WorkflowXcodeProjectFilesTests {
    /// A whole `project.pbxproj` as Xcode writes one: `targets` are (name, SDK, deployment
    /// setting, the file references its Sources phase lists, the synchronized folders it owns);
    /// `groups` are the main group's children, each (ID, isa, path, source tree, children).
    struct Project {
        var groups: [(id: String, isa: String, path: String?, tree: String, children: [String])] = []
        var targets: [(name: String, sdk: String, setting: String, files: [String], folders: [String])] = []
        var exceptions: [(id: String, target: String, paths: [String])] = []
        /// Exception sets each synchronized folder lists, by the folder's ID. A target whose name
        /// ends in `Tests` is a unit-test bundle.
        var folderExceptions: [String: [String]] = [:]

        /// The 24-digit ID Xcode would write for a short name used in the tests.
        static func id(_ short: String) -> String {
            let hex = short.utf8.map { String($0, radix: 16, uppercase: true) }.joined()
            return String(repeating: "0", count: max(0, 24 - hex.count)) + hex
        }

        func id(_ short: String) -> String { Self.id(short) }

        var text: String {
            var lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjects = {", ""]
            lines.append("/* Begin PBXBuildFile section */")
            for (index, target) in targets.enumerated() {
                for file in target.files {
                    lines.append("\t\t\(id("BF\(index)\(file)")) /* \(file) in Sources */ = {isa = PBXBuildFile; fileRef = \(id(file)) /* \(file) */; };")
                }
            }
            for group in groups {
                let path = group.path.map { "path = \"\($0)\"; " } ?? ""
                if group.isa == "PBXGroup" {
                    lines += ["\t\t\(id(group.id)) = {", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
                        + group.children.map { "\t\t\t\t\(id($0))," } + ["\t\t\t);", "\t\t\t\(path)sourceTree = \"\(group.tree)\";", "\t\t};"]
                } else if group.isa == "PBXFileSystemSynchronizedRootGroup" {
                    let exceptions = (folderExceptions[group.id] ?? []).map { "\(id($0)), " }.joined()
                    lines.append("\t\t\(id(group.id)) /* x */ = {isa = \(group.isa); exceptions = (\(exceptions)); explicitFileTypes = {}; \(path)sourceTree = \"\(group.tree)\"; };")
                } else {
                    lines.append("\t\t\(id(group.id)) /* x */ = {isa = \(group.isa); lastKnownFileType = sourcecode.swift; \(path)sourceTree = \"\(group.tree)\"; };")
                }
            }
            for exception in exceptions {
                lines += ["\t\t\(id(exception.id)) /* Exceptions */ = {", "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;",
                          "\t\t\tmembershipExceptions = ("] + exception.paths.map { "\t\t\t\t\"\($0)\"," }
                    + ["\t\t\t);", "\t\t\ttarget = \(id(exception.target)) /* T */;", "\t\t};"]
            }
            for (index, target) in targets.enumerated() {
                lines += ["\t\t\(id("T\(index)")) /* \(target.name) */ = {", "\t\t\tisa = PBXNativeTarget;",
                          "\t\t\tbuildConfigurationList = \(id("L\(index)")) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */;",
                          "\t\t\tbuildPhases = (", "\t\t\t\t\(id("S\(index)")) /* Sources */,", "\t\t\t);",
                          "\t\t\tfileSystemSynchronizedGroups = ("] + target.folders.map { "\t\t\t\t\(id($0)) /* x */," }
                    + ["\t\t\t);", "\t\t\tname = \"\(target.name)\";", "\t\t\tproductType = \"com.apple.product-type.\(target.name.hasSuffix("Tests") ? "bundle.unit-test" : "application")\";", "\t\t};"]
                lines += ["\t\t\(id("S\(index)")) /* Sources */ = {", "\t\t\tisa = PBXSourcesBuildPhase;", "\t\t\tfiles = ("]
                    + target.files.map { "\t\t\t\t\(id("BF\(index)\($0)")) /* \($0) in Sources */," } + ["\t\t\t);", "\t\t};"]
                lines += ["\t\t\(id("L\(index)")) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */ = {",
                          "\t\t\tisa = XCConfigurationList;", "\t\t\tbuildConfigurations = (", "\t\t\t\t\(id("C\(index)")) /* Debug */,", "\t\t\t);", "\t\t};"]
                lines += ["\t\t\(id("C\(index)")) /* Debug */ = {", "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {",
                          "\t\t\t\t\(target.setting);", "\t\t\t\tSDKROOT = \(target.sdk);", "\t\t\t};", "\t\t\tname = Debug;", "\t\t};"]
            }
            lines += ["\t\t\(id("P0")) /* Project object */ = {", "\t\t\tisa = PBXProject;", "\t\t\tmainGroup = \(id("G0"));", "\t\t\tprojectDirPath = \"\";",
                      "\t\t\ttargets = ("] + targets.indices.map { "\t\t\t\t\(id("T\($0)")) /* x */," } + ["\t\t\t);", "\t\t};"]
            lines += ["\t};", "\trootObject = \(id("P0")) /* Project object */;", "}", ""]
            return lines.joined(separator: "\n")
        }
    }

    /// An iOS app and a tvOS app with a file of the same name each, in their own folders, and a
    /// file both compile.
    static var twoApps: Project {
        var project = Project()
        project.groups = [
            ("G0", "PBXGroup", nil, "<group>", ["G1", "G2", "FS"]),
            ("G1", "PBXGroup", "Phone", "<group>", ["G3", "FP"]),
            ("G3", "PBXGroup", nil, "<group>", ["FH"]),
            ("G2", "PBXGroup", "TV", "<group>", ["FT"]),
            ("FP", "PBXFileReference", "Home.swift", "<group>", []),
            ("FH", "PBXFileReference", "Views/Row.swift", "<group>", []),
            ("FT", "PBXFileReference", "Home.swift", "<group>", []),
            ("FS", "PBXFileReference", "Shared/Model.swift", "SOURCE_ROOT", []),
        ]
        project.targets = [
            ("Phone", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 16.0", ["FP", "FH", "FS"], []),
            ("TV", "appletvos", "TVOS_DEPLOYMENT_TARGET = 15.0", ["FT", "FS"], []),
        ]
        return project
    }

    @Test func filesAreFoundByPathThroughTheGroups() throws {
        let files = try #require(XcodeProjectFiles(Self.twoApps.text))
        #expect(files.targets(compiling: "Phone/Home.swift") == [Project.id("L0")])
        #expect(files.targets(compiling: "TV/Home.swift") == [Project.id("L1")])
        // A group without a path is its parent's folder; a path may hold folders.
        #expect(files.targets(compiling: "Phone/Views/Row.swift") == [Project.id("L0")])
        #expect(files.targets(compiling: "Shared/Model.swift") == [Project.id("L0"), Project.id("L1")])
        #expect(files.targets(compiling: "Home.swift").isEmpty)
        #expect(files.targets(compiling: "Old/Home.swift").isEmpty)
    }

    @Test func aPathThatCannotBeWorkedOutIsMatchedByName() throws {
        var project = Self.twoApps
        project.groups[4] = ("FP", "PBXFileReference", "Home.swift", "BUILT_PRODUCTS_DIR", [])
        let files = try #require(XcodeProjectFiles(project.text))
        #expect(files.targets(compiling: "Anywhere/Home.swift") == [Project.id("L0")])
        #expect(files.targets(compiling: "TV/Home.swift") == [Project.id("L0"), Project.id("L1")])
    }

    /// Xcode 16's synchronized folders compile every file under them, but those an exception set
    /// takes out of the target that owns the folder; a file an exception set names for a target
    /// that does not own the folder is compiled by that target too.
    @Test func synchronizedFoldersAndTheirExceptions() throws {
        var project = Project()
        project.groups = [
            ("G0", "PBXGroup", nil, "<group>", ["SA", "SW"]),
            ("SA", "PBXFileSystemSynchronizedRootGroup", "App", "<group>", []),
            ("SW", "PBXFileSystemSynchronizedRootGroup", "Watch App", "<group>", []),
        ]
        project.targets = [
            ("App", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 16.0", [], ["SA"]),
            ("Watch", "watchos", "WATCHOS_DEPLOYMENT_TARGET = 8.0", [], ["SW"]),
        ]
        project.exceptions = [("E0", "T0", ["Old/Legacy.swift", "Drafts"]), ("E1", "T1", ["Shared/Tint.swift"])]
        project.folderExceptions = ["SA": ["E0", "E1"]]
        let files = try #require(XcodeProjectFiles(project.text))
        #expect(files.targets(compiling: "App/Home.swift") == [Project.id("L0")])
        #expect(files.targets(compiling: "App/Deep/Down/Row.swift") == [Project.id("L0")])
        #expect(files.targets(compiling: "App/Old/Legacy.swift").isEmpty)
        #expect(files.targets(compiling: "App/Drafts/Idea.swift").isEmpty)
        #expect(files.targets(compiling: "App/DraftsKept.swift") == [Project.id("L0")])
        #expect(files.targets(compiling: "App/Shared/Tint.swift") == [Project.id("L0"), Project.id("L1")])
        #expect(files.targets(compiling: "Watch App/Face.swift") == [Project.id("L1")])
        #expect(files.targets(compiling: "Apple/Home.swift").isEmpty)
        #expect(files.targets(compiling: "Tools/Script.swift").isEmpty)
    }

    @Test func theMembershipCheckReadsSynchronizedFolders() {
        var project = Project()
        project.groups = [("G0", "PBXGroup", nil, "<group>", ["SA"]), ("SA", "PBXFileSystemSynchronizedRootGroup", "App", "<group>", [])]
        project.targets = [("App", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 16.0", [], ["SA"])]
        project.exceptions = [("E0", "T0", ["Old.swift"])]
        project.folderExceptions = ["SA": ["E0"]]
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", project.text)
        for path in ["App/Home.swift", "App/Old.swift", "Scratch/Home.swift"] { folder.write(path, "") }
        let membership = TargetMembership()
        #expect(membership.unbuiltBy(file: folder.url("App/Home.swift")) == nil)
        #expect(membership.unbuiltBy(file: folder.url("App/Old.swift")) == "App.xcodeproj")
        #expect(membership.unbuiltBy(file: folder.url("Scratch/Home.swift")) == "App.xcodeproj")
    }

    /// A same-named file in the tvOS app's folder no longer holds the iOS app's file to tvOS.
    @Test func theResolverTellsSameNamedFilesApart() {
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", Self.twoApps.text)
        for path in ["Phone/Home.swift", "TV/Home.swift", "Shared/Model.swift", "Phone/Views/Row.swift"] { folder.write(path, "") }
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: folder.url("Phone/Home.swift"))?.versions == [.iOS: PlatformVersion(16)])
        #expect(resolver.target(forFile: folder.url("Phone/Views/Row.swift"))?.versions == [.iOS: PlatformVersion(16)])
        #expect(resolver.target(forFile: folder.url("TV/Home.swift"))?.versions == [.tvOS: PlatformVersion(15)])
        #expect(resolver.target(forFile: folder.url("Shared/Model.swift"))?.versions
            == [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(15)])
    }

    /// A file only a test bundle compiles (a snapshot test's view) is held to the bundle's
    /// target, not to every target of the project.
    @Test func aFileOnlyTestsCompileIsHeldToTheirTarget() {
        var project = Self.twoApps
        project.groups[0].children.append("SW")
        project.groups.append(("SW", "PBXFileSystemSynchronizedRootGroup", "PhoneTests", "<group>", []))
        project.targets.append(("PhoneTests", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 16.4", [], ["SW"]))
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", project.text)
        folder.write("PhoneTests/HomeSnapshot.swift", "")
        folder.write("Stray/Old.swift", "")
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: folder.url("PhoneTests/HomeSnapshot.swift"))?.versions == [.iOS: PlatformVersion(16, 4)])
        // A file no target compiles gets the project's, tests' settings aside.
        #expect(resolver.target(forFile: folder.url("Stray/Old.swift"))?.versions == [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(15)])
    }

    /// A project kept inside the app's folder that builds none of its files (a sample, or one
    /// left from before a move) does not set the target of the app's files beside it: the
    /// project above whose target compiles them does, whichever is older.
    @Test func aNestedProjectThatBuildsNoneOfTheFileDecidesNothingForIt() {
        var app = Project()
        app.groups = [("G0", "PBXGroup", nil, "<group>", ["G1"]), ("G1", "PBXGroup", "App", "<group>", ["FH"]),
                      ("FH", "PBXFileReference", "Home.swift", "<group>", [])]
        app.targets = [("App", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 15.0", ["FH"], [])]
        var stale = Project()
        stale.groups = [("G0", "PBXGroup", nil, "<group>", ["FD"]), ("FD", "PBXFileReference", "Delegate.swift", "<group>", [])]
        stale.targets = [("Old", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 17.0", ["FD"], [])]
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", app.text)
        folder.write("App/Old.xcodeproj/project.pbxproj", stale.text)
        for path in ["App/Home.swift", "App/Delegate.swift", "App/Stray.swift"] { folder.write(path, "") }
        let resolver = DeploymentTargetResolver()
        let home = resolver.target(forFile: folder.url("App/Home.swift"))
        #expect(home?.versions == [.iOS: PlatformVersion(15)])
        #expect(home?.source.hasSuffix("/App.xcodeproj/project.pbxproj") == true)
        #expect(resolver.target(forFile: folder.url("App/Delegate.swift"))?.versions == [.iOS: PlatformVersion(17)])
        // A file neither lists keeps the nearest project's, as before.
        #expect(resolver.target(forFile: folder.url("App/Stray.swift"))?.versions == [.iOS: PlatformVersion(17)])
    }

    /// Every project from the file's folder up whose targets compile it holds it to theirs, the
    /// lowest version winning; one whose versions an `.xcconfig` sets counts as well.
    @Test func everyProjectThatBuildsAFileHoldsItToItsTarget() {
        var app = Project()
        app.groups = [("G0", "PBXGroup", nil, "<group>", ["G1"]), ("G1", "PBXGroup", "App", "<group>", ["FH"]),
                      ("FH", "PBXFileReference", "Home.swift", "<group>", [])]
        app.targets = [("App", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 15.0", ["FH"], [])]
        var extensionProject = Project()
        extensionProject.groups = [("G0", "PBXGroup", nil, "<group>", ["FH"]), ("FH", "PBXFileReference", "Home.swift", "<group>", [])]
        extensionProject.targets = [("Widget", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 17.0", ["FH"], [])]
        let both = TemporaryFolder()
        both.write("App.xcodeproj/project.pbxproj", app.text)
        both.write("App/Widget.xcodeproj/project.pbxproj", extensionProject.text)
        both.write("App/Home.swift", "")
        let shared = DeploymentTargetResolver().target(forFile: both.url("App/Home.swift"))
        #expect(shared?.versions == [.iOS: PlatformVersion(15)])
        #expect(shared?.source.hasSuffix("/App.xcodeproj/project.pbxproj") == true)

        // The app's versions come from an `.xcconfig` its configurations are based on; a stale
        // project inside its folder lists none of its files.
        var based = app
        based.targets = [("App", "iphoneos", "PRODUCT_NAME = App", ["FH"], [])]
        let text = based.text.replacingOccurrences(of: "isa = XCBuildConfiguration;",
                                                   with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = \(Project.id("XC")) /* Base.xcconfig */;")
        var stale = Project()
        stale.groups = [("G0", "PBXGroup", nil, "<group>", ["FD"]), ("FD", "PBXFileReference", "Delegate.swift", "<group>", [])]
        stale.targets = [("Old", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 17.0", ["FD"], [])]
        let configured = TemporaryFolder()
        configured.write("App.xcodeproj/project.pbxproj", text)
        configured.write("Config/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        configured.write("App/Old.xcodeproj/project.pbxproj", stale.text)
        for path in ["App/Home.swift", "App/Delegate.swift"] { configured.write(path, "") }
        let resolver = DeploymentTargetResolver()
        let home = resolver.target(forFile: configured.url("App/Home.swift"))
        #expect(home?.versions == [.iOS: PlatformVersion(15)])
        #expect(home?.source.hasSuffix("Base.xcconfig") == true)
        #expect(resolver.target(forFile: configured.url("App/Delegate.swift"))?.versions == [.iOS: PlatformVersion(17)])
    }

    /// A source added to both the app and its test bundle must build in each: it is held to the
    /// lower of their targets; one only the app compiles keeps the app's.
    @Test func aFileTheAppAndItsTestsBothCompileIsHeldToTheLower() {
        var project = Project()
        project.groups = [("G0", "PBXGroup", nil, "<group>", ["FH", "FD"]), ("FH", "PBXFileReference", "Home.swift", "<group>", []),
                          ("FD", "PBXFileReference", "Detail.swift", "<group>", [])]
        project.targets = [("App", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 16.0", ["FH", "FD"], []),
                           ("AppTests", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET = 15.0", ["FH"], [])]
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", project.text)
        for path in ["Home.swift", "Detail.swift"] { folder.write(path, "") }
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: folder.url("Home.swift"))?.versions == [.iOS: PlatformVersion(15)])
        #expect(resolver.target(forFile: folder.url("Detail.swift"))?.versions == [.iOS: PlatformVersion(16)])
    }

    @Test func propertyListText() throws {
        let text = """
            // !$*UTF8*$!
            { a = "quoted \\"name\\" with spaces"; /* note */ b = (x, "y z", ); c = { d = e; }; f = ( ); }
            """
        let root = try #require(PropertyListText.parse(text)?.dictionary)
        #expect(root["a"]?.string == "quoted \"name\" with spaces")
        #expect(root["b"]?.array?.compactMap(\.string) == ["x", "y z"])
        #expect(root["c"]?.dictionary?["d"]?.string == "e")
        #expect(root["f"]?.array?.isEmpty == true)
        for broken in ["{ a = b }", "{ a = \"open; }", "{ a = (b, ; }", "{ a = b; } trailing", String(repeating: "(", count: 500)] {
            #expect(PropertyListText.parse(broken) == nil, "\(broken.prefix(20))")
        }
    }
}

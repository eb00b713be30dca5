/// What the `toolbar-placement` rule tells the user when it leaves a placement as it is.
enum ToolbarPlacementMessage {
    static func backPort(old: String, new: String) -> String {
        "`\(old)` is the value of a `\(new)` declared here, a back-port for SDKs before iOS 17; renamed, `\(new)` would return itself. Delete the back-port once every build uses Xcode 15 or later, whose `\(new)` reaches back to iOS 14"
    }

    static func lookalike(old: String, new: String, at place: String) -> String {
        "the project declares its own `\(old)` at \(place), which this may name and `\(new)` would not, so it stays; rename the two together by hand, or remove that one, and run again"
    }

    static func unknownType(old: String, new: String) -> String {
        "nothing here says this `.\(old)` is a toolbar placement (it is not the `placement:` of a call, nor the value of something declared `ToolbarItemPlacement`), so it stays; if it is one, write `.\(new)`"
    }

    static func oldCompilerBranch(old: String, new: String) -> String {
        "this `#if` branch only builds with compilers older than Swift 5.9 (Xcode 14 and earlier), whose SDK has no `\(new)`; `\(old)` stays there"
    }
}

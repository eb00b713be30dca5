import SwiftSyntax

extension FileIndex {
    /// Refuses to delete a view's stored property that a caller in the project passes to the
    /// view's memberwise initializer (`SettingsView(isShowingAccount: true)`): removing it
    /// would break that call. A `private` property cannot be passed, so it is never refused.
    func refuseRemoving(_ property: ViewScope.Property, of scope: ViewScope, rule: RuleID) throws(Refusal) {
        let isPrivate = property.decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        guard !isPrivate, let caller = project.callers(of: scope.typeName).first(where: { placed in
            placed.use.arguments.contains { $0.label == property.name }
        }) else { return }
        let place = self.place(of: caller.use, in: caller.file)
        throw Refusal(rule, "`\(property.name)` would go, but `\(scope.typeName)(\(property.name): ...)` at \(place) passes it, and the value it passes has no place in the new code; migrate that call and this view together by hand", at: property.decl)
    }
}

extension FileIndex {
    /// How a finding names a use of the project: `line:column` in this file,
    /// `path:line:column` in another.
    func place(of use: TypeUse, in otherFile: String) -> String {
        place(line: use.line, column: use.column, in: otherFile)
    }

    /// The same for a stack or list a view of the project shows (`ProjectGraph.stackShown(by:)`).
    func place(of shown: ShownStack) -> String {
        place(line: shown.stack.line, column: shown.stack.column, in: shown.file)
    }

    func place(line: Int, column: Int, in otherFile: String) -> String {
        (otherFile == fileID ? "" : project.shownPath(of: otherFile) + ":") + "\(line):\(column)"
    }
}

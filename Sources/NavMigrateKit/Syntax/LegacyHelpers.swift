import SwiftSyntax

/// Helpers of a file that only its pre-iOS 16 code calls: the `else` of
/// `if #available(iOS 16, *)` names `legacyBody`, and nothing else does, so `legacyBody` runs
/// only where `NavigationStack` may be missing and stays as it is too. So does a `private` or
/// `fileprivate` type that only such code shows.
///
/// A helper is a property with a getter, a function, or a private type, of the file (a member
/// or at the top level), found by name: a name declared twice, or used anywhere outside the legacy code or
/// its own body, is not one. Helpers that only such helpers call follow, until nothing changes.
enum LegacyHelpers {
    /// The ranges of the helpers' declarations, given the ranges of the code that runs before
    /// iOS 16 (`legacy`).
    static func ranges(in tree: SourceFileSyntax, legacy: [Range<Int>]) -> [Range<Int>] {
        guard !legacy.isEmpty else { return [] }
        let collector = HelperCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var declarations: [String: [Range<Int>]] = [:]
        for (name, range) in collector.declarations { declarations[name, default: []].append(range) }
        var kept = legacy
        var helpers: [Range<Int>] = []
        var found = Set<String>()
        var changed = true
        while changed {
            changed = false
            for (name, ranges) in declarations where ranges.count == 1 && !found.contains(name) {
                let own = ranges[0]
                let uses = (collector.references[name] ?? []).filter { !own.contains($0) }
                guard !uses.isEmpty, uses.allSatisfy({ use in kept.contains { $0.contains(use) } }) else { continue }
                found.insert(name)
                helpers.append(own)
                kept.append(own)
                changed = true
            }
        }
        return helpers
    }

    /// The helpers that code for older systems (`legacy`, and the helpers only it uses) shares
    /// with other code (`content`, shown in both branches of `if #available(iOS 16, *)`), each
    /// with the offset of its first use in that code: they run on older systems too. Helpers
    /// that only they (or that code) use follow.
    static func shared(in tree: SourceFileSyntax, legacy: [Range<Int>]) -> [(range: Range<Int>, usedAt: Int)] {
        guard !legacy.isEmpty else { return [] }
        let collector = HelperCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var declarations: [String: [Range<Int>]] = [:]
        for (name, range) in collector.declarations { declarations[name, default: []].append(range) }
        var kept = legacy + ranges(in: tree, legacy: legacy)
        var shared: [(range: Range<Int>, usedAt: Int)] = []
        var changed = true
        while changed {
            changed = false
            // A view's `body` is SwiftUI's to call, never a helper.
            for (name, ranges) in declarations.sorted(by: { $0.key < $1.key }) where ranges.count == 1 && name != "body" {
                let own = ranges[0]
                guard !kept.contains(own) else { continue }
                let uses = (collector.namedReferences[name] ?? []).filter { !own.contains($0) }.sorted()
                guard let first = uses.first(where: { use in kept.contains { $0.contains(use) } }) else { continue }
                shared.append((own, first))
                kept.append(own)
                changed = true
            }
        }
        return shared
    }
}

/// Every helper declaration and every bare reference to a name, by name.
private final class HelperCollector: SyntaxVisitor {
    var declarations: [(String, Range<Int>)] = []
    var references: [String: [Int]] = [:]
    /// `references` without the member names of values other than `self`.
    var namedReferences: [String: [Int]] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.append((node.name.text, span(node)))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only computed properties: a stored one holds a value, not code that runs.
        if node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock != nil,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declarations.append((name, span(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        references[node.baseName.text, default: []].append(offset)
        // A name, or a member of `self`: not another value's member or an enum case
        // (`style: .body`, `text.count`), which names something else.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                namedReferences[node.baseName.text, default: []].append(offset)
            }
        } else {
            namedReferences[node.baseName.text, default: []].append(offset)
        }
        return .visitChildren
    }

    // A `private` or `fileprivate` type is used in this file alone: one that only legacy code
    // shows (a pre-iOS 16 wizard page) is legacy too. Its name as a type (`var page: Page`,
    // `extension Page`) is a use as well.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node.name.text, node.modifiers, node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node.name.text, node.modifiers, node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node.name.text, node.modifiers, node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        references[node.name.text, default: []].append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        namedReferences[node.name.text, default: []].append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }

    private func addType(_ name: String, _ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) {
        guard modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) else { return }
        declarations.append((name, span(node)))
    }

    private func span(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}

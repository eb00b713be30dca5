import SwiftSyntax

/// Replaces a view's soft-deprecated `@Environment(\.presentationMode)` with the environment's
/// `dismiss` action, and with `isPresented` where the view reads whether it is presented.
///
/// ## Before
/// ```swift
/// struct EditorView: View {
///     @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>
///
///     var body: some View {
///         Button("Done") { self.presentationMode.wrappedValue.dismiss() }
///             .disabled(!presentationMode.wrappedValue.isPresented)
///     }
/// }
/// ```
///
/// ## After
/// ```swift
/// struct EditorView: View {
///     @Environment(\.dismiss) var dismiss
///     @Environment(\.isPresented) var isPresented
///
///     var body: some View {
///         Button("Done") { self.dismiss() }
///             .disabled(!isPresented)
///     }
/// }
/// ```
///
/// The property keeps its access modifiers as written and loses its type annotation; a view that
/// only reads `isPresented` gets just that property, and one that already reads `\.dismiss` or
/// `\.isPresented` keeps its own. Names taken in the view are avoided (`dismissView`,
/// `isViewPresented`). The composed form `@Environment(\.presentationMode) @Binding var mode`,
/// used as `mode.dismiss()` and `mode.isPresented`, is migrated the same way. A property the
/// view never reads becomes `dismiss`. `dismiss` and `isPresented` need iOS 15, macOS 12, tvOS 15
/// or watchOS 8, older than the releases navmigrate migrates for.
///
/// ## Refuses
/// The whole view stays as it is, with a finding at the use that stops it, when:
/// - the binding itself is handed on or stored (`Child(mode: presentationMode)`,
///   `let mode = presentationMode`, `$presentationMode`, `_presentationMode`), or
///   `presentationMode.wrappedValue` is used other than for `.dismiss()` and `.isPresented`;
/// - a use runs off the main actor, where `DismissAction` cannot be called: in a `nonisolated`
///   declaration, a `@Sendable` closure, `Task.detached { }` or `DispatchQueue.global().async { }`;
/// - a local name shadows the property, or another type in the file reads
///   `something.presentationMode`, which may be this view's property (the finding names each
///   such read); where that type declares `something` as this view (`var parent: PhotoPicker` in
///   a representable's coordinator) the read is a use, migrated with the others when the type
///   runs on the main actor (marked `@MainActor`, or adopting a UIKit delegate protocol or
///   `PHPickerViewControllerDelegate` where it is declared), and refused otherwise;
/// - the view is handed its caller's binding (`var mode: Binding<PresentationMode>`, no
///   `@Environment`): the finding says how to hand it a `DismissAction` instead;
/// - the property is declared in an extension, a class or an enum, in a struct that neither
///   conforms to a SwiftUI view protocol (`View`, `ViewModifier`, the representables...) nor is
///   `@MainActor`, twice in one view with more than one of the two read (one that nothing
///   reads goes, and the other migrates), or with several names, an initial value, accessors
///   or another attribute.
///
/// A view whose property or one of its uses is kept (`// navmigrate:ignore`, code that runs before
/// iOS 16) stays as it is: without a finding for an ignore comment, with a note at the kept use
/// for an availability check's fallback. An internal property renamed here is not renamed
/// where another file uses it; the compiler points at such a use.
struct MigratePresentationMode: Rule {
    static let id = RuleID.presentationMode
    // `PresentationMode>`: a view handed its caller's `Binding<PresentationMode>` under any name.
    static let triggers = ["presentationMode", "PresentationMode>"]
    static let calls: Set<String> = []

    /// One `@Environment(\.presentationMode)` property.
    struct Site {
        let property: VariableDeclSyntax
        /// `presentationMode` in the attribute's key path.
        let keyPathName: TokenSyntax
        /// The type declaration whose member it is.
        let owner: DeclSyntax
        let scope: ViewScope
        /// A `Binding<PresentationMode>` the view is handed (`var mode: Binding<PresentationMode>`),
        /// not read from the environment: `keyPathName` is then the property's name.
        var isHandedIn = false
    }

    func sites(in file: FileIndex) -> [Site] {
        var sites: [Site] = []
        for scope in file.scopes.scopes {
            for decl in scope.decls {
                for property in environmentProperties(of: decl) where property.key.text == "presentationMode" {
                    let start = property.decl.positionAfterSkippingLeadingTrivia.utf8Offset
                    // A property the user keeps away from this rule keeps its whole view.
                    if file.keptRanges.contains(where: { $0.keeps(Self.id) && $0.range.contains(start) }) { continue }
                    sites.append(Site(property: property.decl, keyPathName: property.key, owner: decl, scope: scope))
                }
                for (property, name) in handedInPresentationModes(of: decl) {
                    let start = property.positionAfterSkippingLeadingTrivia.utf8Offset
                    if file.keptRanges.contains(where: { $0.keeps(Self.id) && $0.range.contains(start) }) { continue }
                    sites.append(Site(property: property, keyPathName: name, owner: decl, scope: scope, isHandedIn: true))
                }
            }
        }
        return sites.sorted { $0.property.position < $1.property.position }
    }

    /// A view's property stands alone: its refusal points at the use that stops it, with no
    /// second finding at the property.
    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        SiteShape(node: site.property, members: [])
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        if site.isHandedIn {
            throw Refusal(Self.id, PresentationModeMessage.handedIn(site.keyPathName.text), at: site.property)
        }
        guard site.owner.is(StructDeclSyntax.self) else {
            throw Refusal(Self.id, PresentationModeMessage.notInStruct(kindName(of: site.owner)), at: site.property)
        }
        guard runsOnMainActor(site.scope, project: file.project) else {
            throw Refusal(Self.id, PresentationModeMessage.notMainActor(site.scope.name), at: site.property)
        }
        let declaration = try PresentationModeDeclaration(site.property)
        let typeName = site.scope.typeName
        let spellings = lastName(typeName) == typeName ? [typeName] : [typeName, lastName(typeName)]
        let mentions = spellings.flatMap { file.project.extensionMentions(of: $0, named: "presentationMode", outside: file.fileID) }
        if let mention = mentions.first(where: { $0.mention.inExtension }) ?? mentions.first {
            let place = file.project.shownPath(of: mention.file) + ":\(mention.mention.line):\(mention.mention.column)"
            let message = mention.mention.inExtension ? PresentationModeMessage.usedInOtherFile(typeName, place)
                : PresentationModeMessage.readInOtherFile(typeName, place)
            throw Refusal(Self.id, message, at: site.property)
        }
        // A caller that hands the property in (`Toolbar(presentationMode: _presentationMode)`)
        // would not compile once it is renamed.
        // Only the callers that mean this view: a same-named view of another module is another.
        if let handed = spellings.lazy.flatMap({ name in
            file.project.uses(of: name, declaredIn: file.fileID)
                + file.project.callers(of: name).filter { $0.use.inPreview && $0.file == file.fileID }
        }).first(where: { placed in
            placed.use.arguments.contains { $0.label == declaration.name.text }
        }) {
            throw Refusal(Self.id, PresentationModeMessage.handedByCaller(typeName, declaration.name.text,
                                                                          at: file.place(of: handed.use, in: handed.file)),
                          at: site.property)
        }
        // A protocol the view conforms to that requires `presentationMode`, or whose extension
        // reads it: this property may be what fulfils it.
        let conformances = site.scope.decls.flatMap { decl -> [String] in
            let clause = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
            return clause?.inheritedTypes.map { lastName($0.type.trimmedText) } ?? []
        }
        for conformance in conformances where !mainActorProtocols.contains(conformance) {
            let local = (file.facts.extensionMentions[conformance] ?? []).filter { $0.name == "presentationMode" }
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { "\($0.line):\($0.column)" }
            let remote = file.project.extensionMentions(of: conformance, named: "presentationMode", outside: file.fileID)
                .map { file.project.shownPath(of: $0.file) + ":\($0.mention.line):\($0.mention.column)" }
            if let place = (local + remote).first {
                throw Refusal(Self.id, PresentationModeMessage.fulfilsProtocol(typeName, conformance, place), at: site.property)
            }
        }
        let own = site.scope.decls.flatMap(environmentProperties(of:))
        // Several in one view: those nothing reads go (each is a site of its own), and the one
        // read, if only one is, migrates as if it were alone.
        let twins = own.filter { $0.key.text == "presentationMode" }
        if twins.count > 1 {
            let read = twins.filter { twin in
                guard let declaration = try? PresentationModeDeclaration(twin.decl),
                      let uses = try? PresentationModeUses(of: declaration, in: site.scope, file: file) else { return true }
                return !uses.uses.isEmpty
            }
            guard read.count <= 1 else { throw Refusal(Self.id, PresentationModeMessage.declaredTwice, at: site.property) }
        }
        let uses = try PresentationModeUses(of: declaration, in: site.scope, file: file)

        // The environment values the view needs, and the names it already reads them by (a
        // property beside this one, not in another `#if` block).
        var needed: [EnvironmentReplacement] = []
        if uses.dismissals > 0 { needed.append(.dismiss) }
        if uses.presentedReads > 0 { needed.append(.isPresented) }
        // The app's own `EnvironmentValues.dismiss` (`() -> Void`, from before SwiftUI had one)
        // is what `@Environment(\.dismiss)` reads in its module, not SwiftUI's action.
        for key in needed {
            if let own = file.project.ownEnvironmentValue(named: key.rawValue, readIn: file.fileID) {
                throw Refusal(Self.id, PresentationModeMessage.ownEnvironmentValue(key.rawValue, at: file.place(line: own.line, column: own.column, in: own.file)),
                              at: site.property)
            }
        }
        var names: [EnvironmentReplacement: String] = [:]
        let memberList = site.property.parent?.parent?.id
        for key in needed {
            if let existing = own.first(where: {
                $0.key.text == key.rawValue && !$0.isComposed && $0.decl.parent?.parent?.id == memberList
            }) {
                names[key] = existing.name
            }
        }
        let added = needed.filter { names[$0] == nil }
        // An extension of the view in another file may already have the name (`func dismiss()`).
        let takenElsewhere = added.isEmpty ? [] : spellings.reduce(into: Set<String>()) {
            $0.formUnion(file.project.extensionMemberNames(of: $1, outside: file.fileID))
        }
        let freed = [site.property.trimmedRange] + uses.uses.map(\.range)
        for key in added {
            names[key] = freeName(key.candidates, in: site.scope, freed: freed, takenElsewhere: takenElsewhere)
        }

        let context = file.context
        var edits = uses.uses.map { SourceEdit(range: $0.range, replacement: names[$0.key]!) }
        // The summary counts the views by what they read now (`\.dismiss`, `\.isPresented`).
        // A property nothing reads (in this file, nor in the extensions and reads elsewhere
        // checked above) goes, rather than becoming a `dismiss` nothing reads either.
        let became = needed.isEmpty ? (RuleTally.removedUnused, 1) : (needed.map { "`\\.\($0.rawValue)`" }.joined(separator: " and "), 1)
        // Code the author commented out may still read the property: it would not compile if
        // brought back, so each such comment gets a note.
        let staleComments = commentsNaming(declaration.name.text, in: site.scope).map { position in
            let at = context.converter.location(for: position)
            let message = needed.isEmpty
                ? PresentationModeMessage.commentNamesRemoved(declaration.name.text)
                : PresentationModeMessage.commentNamesReplaced(declaration.name.text, needed.map { names[$0]! })
            return Finding(Self.id, severity: .note, message: message, line: at.line, column: at.column)
        }
        guard let first = added.first else {
            edits.append(context.deletion(ofMember: site.property))
            var plan = Plan(edits: edits, findings: staleComments)
            plan.became = became
            return plan
        }
        // The old property becomes the first one the view lacks.
        edits.append(SourceEdit(replacing: site.keyPathName.positionAfterSkippingLeadingTrivia,
                                site.keyPathName.endPositionBeforeTrailingTrivia, with: first.rawValue))
        edits.append(SourceEdit(replacing: declaration.name.positionAfterSkippingLeadingTrivia,
                                declaration.end, with: names[first]!))
        if let binding = declaration.bindingAttribute, let next = binding.nextToken(viewMode: .sourceAccurate) {
            edits.append(SourceEdit(replacing: binding.positionAfterSkippingLeadingTrivia,
                                    next.positionAfterSkippingLeadingTrivia, with: ""))
        }
        // The second goes on the line after it, with the same modifiers, and the attribute
        // spelled as the old one is (`@SwiftUI.Environment` where the app declares an
        // `Environment` of its own).
        let attribute = site.property.attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
            .first { $0 == "Environment" || $0.hasSuffix(".Environment") } ?? "Environment"
        for key in added.dropFirst() {
            let start = site.property.positionAfterSkippingLeadingTrivia
            let modifiers = site.property.modifiers.map { $0.trimmedText + " " }.joined()
            let lineEnd = context.bytes.lineEnd(from: site.property.endPositionBeforeTrailingTrivia.utf8Offset)
            edits.append(.insert(context.lineEnding + context.indentation(ofLineAt: start)
                                     + "@\(attribute)(\\.\(key.rawValue)) \(modifiers)var \(names[key]!)",
                                 at: AbsolutePosition(utf8Offset: lineEnd)))
        }
        var plan = Plan(edits: edits, findings: staleComments)
        plan.became = became
        return plan
    }
}

/// Where the comments in a view's declarations that read `name` as code does start
/// (`// self.presentationMode.wrappedValue.dismiss()`); prose that only names it is left be.
private func commentsNaming(_ name: String, in scope: ViewScope) -> [AbsolutePosition] {
    var found: [AbsolutePosition] = []
    for decl in scope.decls {
        for token in decl.tokens(viewMode: .sourceAccurate) {
            // Not in a type nested in the view (a `Footer` with a property of its own).
            var owner = token.parent
            while let node = owner, !node.isProtocol(DeclGroupSyntax.self) { owner = node.parent }
            guard owner?.id == decl.id else { continue }
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var position = start
                for piece in trivia {
                    if let text = piece.commentText, containsWord(name, followedBy: ".wrappedValue", in: text[...]) {
                        found.append(position)
                    }
                    position += piece.sourceLength
                }
            }
        }
    }
    return found
}

private func containsWord(_ word: String, followedBy suffix: String, in text: Substring) -> Bool {
    func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
    var rest = text[...]
    while let range = rest.range(of: word) {
        let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
        if !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false), text[range.upperBound...].hasPrefix(suffix) {
            return true
        }
        rest = text[range.upperBound...]
    }
    return false
}

/// The environment values that replace `presentationMode`.
enum EnvironmentReplacement: String {
    case dismiss
    case isPresented

    /// The names a new property for it may take, best first; numbered after these.
    var candidates: [String] {
        switch self {
        case .dismiss: return ["dismiss", "dismissView"]
        case .isPresented: return ["isPresented", "isViewPresented"]
        }
    }
}

/// A stored `@Environment(\.key)` property of a type declaration, in its `#if` blocks too.
struct EnvironmentProperty {
    let decl: VariableDeclSyntax
    /// The key path's name: `presentationMode` in `\.presentationMode`.
    let key: TokenSyntax
    /// The property's name, when it has one simple name.
    let name: String?
    /// `@Environment(\.presentationMode) @Binding var mode`, read without `wrappedValue`.
    let isComposed: Bool
}

/// The `@Environment(\.key)` and `@Environment(\EnvironmentValues.key)` members of a type or
/// extension declaration.
func environmentProperties(of decl: DeclSyntax) -> [EnvironmentProperty] {
    let members: MemberBlockItemListSyntax
    if let type = decl.as(StructDeclSyntax.self) { members = type.memberBlock.members }
    else if let type = decl.as(ClassDeclSyntax.self) { members = type.memberBlock.members }
    else if let type = decl.as(EnumDeclSyntax.self) { members = type.memberBlock.members }
    else if let type = decl.as(ExtensionDeclSyntax.self) { members = type.memberBlock.members }
    else { return [] }
    return memberVariables(members).compactMap { variable in
        guard let key = environmentKeyName(of: variable) else { return nil }
        let binding = variable.bindings.count == 1 ? variable.bindings.first : nil
        let name = binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let isComposed = variable.attributes.contains { attributeName($0) == "Binding" }
        return EnvironmentProperty(decl: variable, key: key, name: name, isComposed: isComposed)
    }
}

/// The stored properties of a type declared `Binding<PresentationMode>` without an attribute
/// (a view handed its caller's binding), with each one's name.
private func handedInPresentationModes(of decl: DeclSyntax) -> [(VariableDeclSyntax, TokenSyntax)] {
    guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return [] }
    let types: Set<String> = ["Binding<PresentationMode>", "SwiftUI.Binding<SwiftUI.PresentationMode>",
                              "Binding<SwiftUI.PresentationMode>", "SwiftUI.Binding<PresentationMode>"]
    return memberVariables(members).compactMap { variable in
        guard variable.attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.accessorBlock == nil, let type = binding.typeAnnotation?.type,
              types.contains(type.trimmedText.filter { !$0.isWhitespace }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        return (variable, name)
    }
}

/// The variables among members, those inside `#if` blocks included.
private func memberVariables(_ members: MemberBlockItemListSyntax) -> [VariableDeclSyntax] {
    members.flatMap { item -> [VariableDeclSyntax] in
        if let variable = item.decl.as(VariableDeclSyntax.self) { return [variable] }
        guard let block = item.decl.as(IfConfigDeclSyntax.self) else { return [] }
        return block.clauses.flatMap { clause -> [VariableDeclSyntax] in
            guard case .decls(let nested)? = clause.elements else { return [] }
            return memberVariables(nested)
        }
    }
}

/// The key's name token in `@Environment(\.key)`, `@Environment(\EnvironmentValues.key)` and
/// their `SwiftUI.` spellings.
private func environmentKeyName(of variable: VariableDeclSyntax) -> TokenSyntax? {
    for element in variable.attributes {
        guard let attribute = element.as(AttributeSyntax.self),
              ["Environment", "SwiftUI.Environment"].contains(attribute.attributeName.trimmedText),
              case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
              let argument = arguments.first, argument.label == nil,
              let keyPath = argument.expression.as(KeyPathExprSyntax.self),
              keyPath.root.map({ ["EnvironmentValues", "SwiftUI.EnvironmentValues"].contains($0.trimmedText) }) ?? true,
              keyPath.components.count == 1, let component = keyPath.components.first,
              case .property(let property) = component.component, property.declName.argumentNames == nil
        else { continue }
        return property.declName.baseName
    }
    return nil
}

private func attributeName(_ element: AttributeListSyntax.Element) -> String? {
    element.as(AttributeSyntax.self)?.attributeName.trimmedText
}

/// SwiftUI's protocols whose conformers run on the main actor.
private let mainActorProtocols: Set<String> = [
    "View", "ViewModifier", "App", "Scene", "Commands", "ToolbarContent", "UIViewRepresentable",
    "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "PreviewProvider",
]

/// Whether the type says that its code runs on the main actor, as `dismiss` needs: `@MainActor`,
/// or a conformance to one of SwiftUI's main-actor protocols, or to a protocol of the project
/// that refines one (`protocol BaseView: View`).
func runsOnMainActor(_ scope: ViewScope, project: ProjectView) -> Bool {
    scope.decls.contains { decl in
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        if attributes.contains(where: { ["MainActor", "@MainActor"].contains(attributeName($0) ?? "") }) { return true }
        let inherited = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
        return inherited?.inheritedTypes.contains {
            let name = $0.type.trimmedText
            let plain = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
            return mainActorProtocols.contains(plain) || project.protocolRefines(plain, oneOf: mainActorProtocols)
        } ?? false
    }
}

private func kindName(of decl: DeclSyntax) -> String {
    switch decl.kind {
    case .extensionDecl: return "an extension"
    case .classDecl: return "a class"
    case .enumDecl: return "an enum"
    default: return "a type that is not a struct"
    }
}

/// The parts of the `presentationMode` property a plan rewrites.
struct PresentationModeDeclaration {
    let decl: VariableDeclSyntax
    let name: TokenSyntax
    /// Where the name and its type annotation end.
    let end: AbsolutePosition
    /// `@Binding` in the composed form.
    let bindingAttribute: AttributeSyntax?

    init(_ decl: VariableDeclSyntax) throws(Refusal) {
        let allowed: Set<String> = ["Environment", "SwiftUI.Environment", "Binding", "SwiftUI.Binding"]
        guard decl.attributes.allSatisfy({ allowed.contains(attributeName($0) ?? "") }), decl.bindingSpecifier.tokenKind == .keyword(.var), decl.bindings.count == 1,
              let binding = decl.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
              decl.attributes.count(where: { ["Environment", "SwiftUI.Environment"].contains(attributeName($0) ?? "") }) == 1
        else {
            throw Refusal(.presentationMode, PresentationModeMessage.unusualDeclaration, at: decl)
        }
        self.decl = decl
        self.name = name
        end = (binding.typeAnnotation.map(Syntax.init) ?? Syntax(name)).endPositionBeforeTrailingTrivia
        bindingAttribute = decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { ["Binding", "SwiftUI.Binding"].contains($0.attributeName.trimmedText) }
    }

    var isComposed: Bool { bindingAttribute != nil }
}

/// A name for a new property of the view: the first candidate, or the last one numbered, that
/// nothing in the view's declarations refers to or binds once the old property and its uses
/// (`freed`) are gone. A member of another value (`model.dismiss()`) takes no name.
private func freeName(_ candidates: [String], in scope: ViewScope, freed: [Range<Int>], takenElsewhere: Set<String> = []) -> String {
    let taken = { (name: String) -> Bool in
        if takenElsewhere.contains(name) { return true }
        guard scope.identifiersInUse.contains(name) else { return false }
        for decl in scope.decls {
            for token in decl.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                if freed.contains(where: { $0.contains(offset) }) { continue }
                if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                   let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                    continue
                }
                if token.parent?.is(LabeledExprSyntax.self) == true { continue }
                // Labels and names in a function type (`(Action, _ dismiss: Bool) -> Void`) or an
                // enum case's associated values, and a parameter's outer label, bind nothing here.
                if token.parent?.is(TupleTypeElementSyntax.self) == true || token.parent?.is(EnumCaseParameterSyntax.self) == true { continue }
                if let parameter = token.parent?.as(FunctionParameterSyntax.self), parameter.firstName.id == token.id,
                   parameter.secondName != nil { continue }
                return true
            }
        }
        return false
    }
    if let free = candidates.first(where: { !taken($0) }) { return free }
    let base = candidates.last!
    var index = 2
    while taken("\(base)\(index)") { index += 1 }
    return "\(base)\(index)"
}

extension SyntaxProtocol {
    /// The node's text span as byte offsets, without its outer trivia.
    fileprivate var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}

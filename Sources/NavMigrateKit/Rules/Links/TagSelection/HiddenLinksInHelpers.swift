import SwiftSyntax

/// Hidden `tag:selection:` links that are all a helper of the view shows, placed where the view
/// uses the helper.
///
/// ## Before
/// ```swift
/// var body: some View {
///     VStack {
///         Text(title)
///         links
///         Button("Open") { route = 1 }
///     }
/// }
///
/// private var links: some View {
///     ZStack {
///         NavigationLink(destination: Review(), tag: 1, selection: $route) { EmptyView() }
///     }
///     .opacity(0)
/// }
/// ```
/// ## After
/// ```swift
/// var body: some View {
///     VStack {
///         Text(title)
///         links
///         Button("Open") { route = 1 }
///     }
///     .navigationDestination(isPresented: Binding(
///         get: { route == 1 },
///         set: { if !$0, route == 1 { route = nil } }
///     )) {
///         Review()
///     }
/// }
///
/// private var links: some View {
///     EmptyView()
/// }
/// ```
/// As the `isActive:` rule does with such a helper, the helper stays, showing `EmptyView()`,
/// and a note at it says to remove it and its use by hand. Only a helper the view uses in one
/// place, with nothing before what it shows, whose place is a statement of a stack beside other
/// views, the view of a `.background`/`.overlay`, or a statement beside another view.
extension SelectionHoist {
    /// Where the destinations go when `shown` (`link`, or a `Group` or stack of nothing but
    /// hidden links around it) is all a helper shows and the view uses that helper in one place:
    /// on the stack that holds that place beside other views, the view a `.background`/`.overlay`
    /// of it decorates, or the view beside it; `shown` becomes `EmptyView()`. A refusal where
    /// the view shows the helper in several places, or in one with no view to carry them; nil
    /// when `shown` is not all a helper shows.
    func placement(throughHelperShowing shown: ExprSyntax, of link: TagSelectionLink,
                   removed: Set<SyntaxIdentifier>) -> Result<Placement, Refusal>? {
        guard let helpers, let made = helpers.helperMadeOnlyOf(shown), made.locals.isEmpty, !made.places.isEmpty,
              made.places.allSatisfy({ Self.isShownAsView($0) }) else { return nil }
        let name = helpers.declarations.first { $0.value.id == made.decl.id }?.key ?? "its helper"
        let isLink = shown.id == link.call.chainTop.id
        let what = isLink ? "the hidden link for tag `\(link.tag.trimmedText)` is"
            : "the `\(shown.as(FunctionCallExprSyntax.self)?.chainRoot.calleeTypeName ?? "stack")` of hidden links is"
        let destinations = isLink ? "its destination" : "their destinations"
        guard let emptied = context.replacing(shown, with: "EmptyView()", keepingCommentsExcept: destinationRanges) else {
            return .failure(Refusal(.linkTagSelection, "\(what) all `\(name)` shows, and a comment in it would have no line of its own above the `EmptyView()` it would become; start it on a line of its own, then migrate", at: Syntax(link.call)))
        }
        let places = made.places.map { context.place(of: $0.positionAfterSkippingLeadingTrivia) }
        guard let use = helpers.use(of: Syntax(made.decl)) else {
            return .failure(Refusal(.linkTagSelection, "\(what) all `\(name)` shows, and the view shows `\(name)` in \(places.count) places (\(places.joined(separator: ", "))), each of which would need a `navigationDestination` of its own, all presented by the one selection; migrate by hand", at: Syntax(link.call)))
        }
        let carrier: ExprSyntax
        if let holder = Self.holder(of: use),
           holder.trailingClosure?.statements.contains(where: { $0.item.id != use.id && !removed.contains($0.item.id) }) == true {
            carrier = holder.chainTop
        } else if let decoration = Self.decoration(of: use) {
            carrier = decoration.chainTop
        } else if let sibling = Self.siblingView(besides: [use], removed: removed) {
            carrier = sibling
        } else {
            // With nothing beside it, a stack around the place would be left showing nothing.
            return .failure(Refusal(.linkTagSelection, "\(what) all `\(name)` shows, and where the view shows `\(name)` (\(places[0])) no view beside it could carry \(destinations); keep a view beside it, then migrate", at: Syntax(link.call)))
        }
        return .success(Placement(carrier: carrier, removal: emptied, emptiedHelper: made.decl))
    }

    /// Whether the view shows a helper at `place` as a view of its own: a statement of a view's
    /// content, or the view of a `.background`/`.overlay`; not handed to a `ForEach` as its
    /// content, nor under a modifier.
    private static func isShownAsView(_ place: ExprSyntax) -> Bool {
        place.parent?.is(CodeBlockItemSyntax.self) == true || decoration(of: place) != nil
    }

    /// The byte ranges of the links' destinations, which move with their own comments.
    var destinationRanges: [Range<Int>] {
        links.map { $0.destinationNode.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.destinationNode.endPositionBeforeTrailingTrivia.utf8Offset }
    }

    /// A note at each helper the placements leave showing `EmptyView()`, once.
    func emptiedHelperNotes(_ placements: [Placement]) -> [Finding] {
        var seen = Set<SyntaxIdentifier>()
        return placements.compactMap { placed in
            guard let decl = placed.emptiedHelper, seen.insert(decl.id).inserted,
                  let name = helpers?.declarations.first(where: { $0.value.id == decl.id })?.key else { return nil }
            let at = context.converter.location(for: decl.positionAfterSkippingLeadingTrivia)
            return Finding(.linkTagSelection, severity: .note, message: HiddenLinkHolder.emptiedHelperNote(named: name),
                           line: at.line, column: at.column)
        }
    }
}

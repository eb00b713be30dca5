import SwiftSyntax

/// What a file tells the rest of the project, with nothing of its syntax tree: the view types
/// it declares and what their navigation needs from where they are used, and every place it
/// uses a view type, with what surrounds it there. The project's graph is made of these.
struct FileFacts: Sendable {
    var file: String
    var shownPath: String
    var types: [TypeFacts] = []
    var uses: [TypeUse] = []
    /// Calls of a type's static functions (`Factory.makeFlow()`), named by the type, with what
    /// surrounds them: where the views such a type makes are shown.
    var makerUses: [TypeUse] = []
    /// Reads of some value's member where a view is shown (`NavigationLink(destination:
    /// item.destinationView)`, `menu.contentView` as a statement of a view builder), named by
    /// the member, with what surrounds them: where the views an enum's or a model's member
    /// makes are shown (`TypeUse.inMember`).
    var memberReads: [TypeUse] = []
    /// Functions the file declares (`func navigationBarItems(...)` in an app's own shim).
    var functions: Set<String> = []
    /// The same, as `name(label:label:)`, to tell a call of the app's own function from a call
    /// of SwiftUI's of the same name.
    var functionSignatures: Set<String> = []
    /// The app's own modifiers that set a navigation view style: `View` extension functions
    /// and `ViewModifier` types, by name, with the style they set.
    var styleModifiers: [String: StyleFact] = [:]
    /// The platforms the project builds the file for (its targets' deployment targets); nil
    /// when none is known.
    var builtPlatforms: Set<ApplePlatform>? = nil
    /// The file's static constants that hold a navigation view style literal (`enum Look {
    /// static let navigation = StackNavigationViewStyle() }`), by `Owner.name`, one per
    /// declaration (an `#if os(macOS)` branch may declare another).
    var styleConstants: [String: [StyleConstantFact]] = [:]
    /// The app's own modifiers that hide the navigation bar or its back button
    /// (`func barless() -> some View { toolbar(.hidden, for: .navigationBar) }`, a
    /// `ViewModifier` that does it to its content), by name.
    var barHidingModifiers: Set<String> = []
    /// The file's own views and modifiers that wrap what they are handed in a navigation
    /// container: a view whose body shows its content closure (`content()`) inside a
    /// `NavigationView`, a `View` extension function that shows `self` in one, a `ViewModifier`
    /// that shows its `content` in one.
    var containerWrappers: Set<String> = []
    /// The file's `View` extension functions that only apply SwiftUI's own modifiers to the view
    /// (`func bubble() -> some View { background(.white).cornerRadius(20).padding() }`): they
    /// put it in no `List` or lazy stack, whatever rows it holds.
    var lookModifiers: Set<String> = []
    /// The views the file's navigation views show as their one child (`NavigationView {
    /// Shell() }`): the files that declare them are read for what their `body` builds
    /// (`TypeFacts.bodyColumns`), navigation or not.
    var onlyChildViews: Set<String> = []
    /// The same whose navigation view this file leaves as it is (an ignore comment, an
    /// availability check, a refusal of its own): what they show waits for it.
    var keptContainerWrappers: Set<String> = []
    /// Of those, the closures they are handed that their navigation view shows too, as
    /// `Wrapper.property` or `function.label` (`Chrome.extra`: `.chrome(extra: { Extra() })`,
    /// whose `Chrome` shows `extra()` beside `content`).
    var closureShowingWrappers: Set<String> = []
    /// Every closure those wrappers are handed, in the same form, shown in their navigation view
    /// or not.
    var wrapperClosures: Set<String> = []
    /// The `NavigationView`s each of the file's container wrappers puts what it is handed in,
    /// by offset: a style written on a wrapper's result (`.inNavigationContainer()
    /// .navigationViewStyle(.columns)`) styles them.
    var wrapperNavigationViews: [String: [Int]] = [:]
    /// The navigation views written in extensions of types the file does not declare (the
    /// app's own modifiers in `extension View`), which no `TypeFacts` holds.
    var extensionContainers: [ContainerFact] = []
    /// The programmatic link sites of extensions of types the file does not declare (a
    /// `var sidebar: some View` in `extension Shelf` in a file of its own): each extension's
    /// first `isActive:` and first `tag:selection:` link, by the type's name. The type's
    /// navigation views migrate with them (`MigrateNavigationView.shape`).
    var extensionLinkSites: [String: [ProgrammaticLinksRef]] = [:]
    /// The byte ranges the file's walk read: a use of a type outside them was not seen, and
    /// needs the file read again (see `typeMentions`).
    var readRanges: [Range<Int>] = []
    /// Names from `ExtensionMention.watched` that extensions in the file use, by the type they
    /// extend: a view's member a rule would rename or remove, read from another file.
    var extensionMentions: [String: [ExtensionMention]] = [:]
    /// Every name the file's extensions write, by the type they extend: a view's property that
    /// a rule changes the type of, used from another file.
    var extensionIdentifiers: [String: Set<String>] = [:]
    /// Every capitalised name written before `(` or `{`, with where: a cheap search of the
    /// bytes, to find uses the walk did not read.
    var typeMentions: [String: [Int]] = [:]
    /// The file's `View` extension functions that hold `isActive:` links, or apply a modifier
    /// type of the file that does (`FileIndex.linkModifierNames`): their calls are uses.
    var linkModifiers: Set<String> = []
    /// The argument labels each of those takes, by name (`_` for an unlabeled parameter).
    var linkModifierLabels: [String: Set<String>] = [:]
    /// The file's views whose links push a view they are handed (`Cell(destination:
    /// Detail())`, whose body is `NavigationLink(destination: destination()) { ... }`): by
    /// type, the properties so pushed (`FileIndex.linkViewProperties`).
    var linkViewProperties: [String: Set<String>] = [:]
    /// Each `View` extension function of the file with the labels it takes and the
    /// capitalised names its body writes: one that makes a view with links another file
    /// declares is a link modifier too, which only the project can tell (`ProjectPass`).
    var viewFunctionMentions: [String: ViewFunctionMentions] = [:]
    /// The initializers the file declares in `extension NavigationLink`.
    var linkInitializers: [LinkInitializerFact] = []
    /// The file's own declarations named like an old toolbar placement
    /// (`DeclaredNames.placementLookalikes`).
    var placementLookalikes: [PlacementLookalike] = []
    /// The protocols the file declares with what each inherits (`protocol BaseView: View`):
    /// a type that conforms to one that refines `View` is a view.
    var protocols: [String: [String]] = [:]
    /// The names rules give the members they add to a view (`ExtensionMention.addedNames`)
    /// that the file's extensions of each type declare or use: a view's new `dismiss` must not
    /// clash with an extension's `func dismiss()` in another file.
    var extensionMemberNames: [String: Set<String>] = [:]
    /// The environment values the file's extensions of `EnvironmentValues` declare under a name
    /// SwiftUI's own migrated code reads (`var dismiss: () -> Void`): the app's shadows SwiftUI's
    /// in `@Environment(\.dismiss)`.
    var ownEnvironmentValues: [ExtensionMention] = []
    /// The file's functions that hand a view to UIKit as a hosting controller's root, or to
    /// another function (`HostingFunctions`): only the project can tell which are, and which
    /// calls elsewhere are theirs (`ProjectPass`).
    var hosting = HostingFunctions()
}

/// An environment value the project declares itself (`ProjectGraph.ownEnvironmentValue(named:)`).
struct OwnEnvironmentValue: Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int
}

/// A name an extension of a type uses, and where.
struct ExtensionMention: Sendable, Hashable {
    /// The members rules rename or remove, which an extension elsewhere may read.
    static let watched: Set<String> = ["presentationMode"]
    /// The names rules give the members they add (`MigratePresentationMode`'s candidates, and
    /// `selection`, the usual name of a sidebar's state moved up into its split view).
    static let addedNames: Set<String> = ["dismiss", "dismissView", "isPresented", "isViewPresented", "selection"]
    /// The environment values the migrated code reads (`@Environment(\.dismiss)`).
    static let environmentValuesReadByMigration: Set<String> = ["dismiss", "isPresented"]
    var name: String
    var line: Int
    var column: Int
    /// False for a read of some value's member (`screen.presentationMode`) outside any
    /// extension, kept under every type name the file writes: it may be that type's member.
    var inExtension = true
    /// For a declaration: whether it is `private` to its file.
    var fileOnly = false
}

/// A type the file declares, and what its navigation needs from the places it is used.
struct TypeFacts: Sendable, Hashable {
    /// The type's name as the project names it: `Sidebar`, or `Mail.Sidebar` for a type nested
    /// in `Mail` (uses that resolve to it carry the same name).
    var name: String
    var offset: Int
    var line: Int
    var column: Int
    /// `NavigationView`s in the type, with what they would become on their own.
    var containers: [ContainerFact] = []
    /// The offsets of the type's `isActive:` links and `tag:selection:` links.
    var activeLinks: [Int] = []
    var selectionLinks: [Int] = []
    /// For each of `activeLinks`, the property its `$flag` binding names, or empty.
    var activeLinkFlags: [String] = []
    /// Links in a form no initializer of SwiftUI's has (`NavigationLink(unwrapping:case:)`):
    /// which of them are deprecated links navmigrate cannot take apart depends on the app's own
    /// initializers, which only the project knows (`ProjectGraph.opaqueLinks(of:)`).
    var opaqueLinkCandidates: [OpaqueLinkCandidate] = []
    /// How many `NavigationLink`s of any form the type has: whether its views navigate.
    var linkCount = 0
    /// Whether the type's own code (the declaration and its extensions in that file) declares an
    /// initializer: its properties may then hold other than what a call hands it.
    var declaresInitializer = false
    /// For a type with `tag:selection:` links outside a navigation view of its own, the imports
    /// of its file: a destination moved into another file may need one of them.
    var selectionLinkImports: [ImportFact] = []
    /// How many of them macOS builds (not under `#if os(iOS)` or the like).
    var macOSLinkCount = 0
    /// How many `.listStyle(.sidebar)` the type's views apply where they show (not in what they
    /// push or present), in code iOS builds: a one-child navigation view showing it had a
    /// sidebar column on iPad.
    var sidebarListStyles = 0
    /// Where the type's `body` builds several views at its top level (`List { ... }` then
    /// `Text("Pick a folder")`), how many and where the body is: a navigation view whose one
    /// child is this view shows them as that many columns. Nil for one view, or a count that
    /// cannot be told.
    var bodyColumns: BodyColumns?
    /// How many navigation containers of any kind (`NavigationView`, `NavigationStack`,
    /// `NavigationSplitView`) the type has: whether what it shows sits in one.
    var navigationContainers = 0
    /// The `NavigationStack`s and `NavigationSplitView`s the type shows itself (not in a sheet or
    /// a link's destination), at line and column: what a container around its views would nest.
    var shownStacks: [StackFact] = []
    /// The `List(selection:)`s of the type whose rows are links that carry a `.tag`: a sidebar
    /// whose selection activates its links (`name` is `List`).
    var selectionLists: [StackFact] = []
    /// Whether a `tag:selection:` link of the type sits in no container of the type.
    var hasDetachedSelectionLinks = false
    /// The `@Binding` property every `tag:selection:` link of the type selects through
    /// (`$selection`), if there is one: a view that shows the type as a row of its sidebar's
    /// `List` binds that list to what it hands this property (`ProjectGraph.sidebarRowLists`).
    var selectionBinding: String? = nil
    /// The names the type's `tag:selection:` links' destinations and tags read that code
    /// around the links does not declare (`AuthorPage`, `title`): moved into another view's
    /// detail column, none may mean a declaration of that view's own (`HoistSelectionIntoList.detailPlan`).
    var selectionDestinationNames: [String] = []
    /// `.navigationViewStyle(...)` the type's body applies to what it shows, by kind.
    var styles: [StyleFact] = []
    /// Stored properties marked `@Binding`, in order.
    var bindings: [String] = []
    /// Stored properties that hold an observable object (`@EnvironmentObject`, `@StateObject`,
    /// `@ObservedObject`, `@Bindable`): where a sidebar's selection is a model's member, which
    /// object of the split view's is the sidebar's (`SelectionAcrossViews`).
    var objects: [ObjectProperty] = []
    /// The view's own `@State` optional that all its `tag:selection:` links select through,
    /// where that state can move up into the split view that shows the view
    /// (`LiftableSelection`).
    var liftableSelection: LiftableSelection? = nil
    /// The view's `isActive:` links driven by its own `@State` flags, in order, where those
    /// flags can move up into the views that show it as a row (`OwnFlagLink`,
    /// `ProjectGraph.rowLift(of:)`); one saying why where the row's cannot.
    var ownFlagLinks: [OwnFlagLink] = []
    /// How many `.environmentObject(` calls the type's text holds: the object a view reads from
    /// the environment is the one a view around it reads only when nothing between hands it
    /// another.
    var environmentInjections = 0
    /// Whether the type is a struct that says it is a `View` or a `ViewModifier`: what it
    /// shows ends up in views.
    var isView = false
    /// For a struct that does not say so, the types it conforms to (`BaseView`): it is a view
    /// when one is a protocol of the project that refines `View` (`ProjectGraph.isView`).
    var conformances: [String] = []
    /// Whether it says it is a `ViewModifier` (applied, where a view is shown).
    var isViewModifier = false
    /// Whether a struct that does not say it is a view declares a view's `body`
    /// (`var body: some View`, or `func body(props: Props) -> some View` as a library's view
    /// protocol asks): with a conformance the project does not declare, it is a view.
    var declaresViewBody = false
}

/// A sidebar view's own selection state (`@State private var selection: Mailbox?`) that can
/// become a `@Binding` the split view showing it hands down: through the memberwise initializer,
/// where nothing keeps it private (`FileIndex.keepsMemberwiseInitializerPrivate`); through a new
/// initializer that takes only the binding (`needsInitializer`); or through the view's one
/// initializer of its own, extended (`extendsInitializer`).
struct LiftableSelection: Sendable, Hashable {
    var name: String
    /// The declared type, optional (`Mailbox?`).
    var type: String
    /// The initial value as written (`.inbox`), if any.
    var initial: String?
    /// The memberwise initializer's parameters, in order, the selection among them: where its
    /// argument goes in a call. Just the selection where the view needs an initializer.
    var parameters: [String]
    /// Whether the view gets an initializer that takes the binding (`init(selection:
    /// Binding<Mailbox?>)`): one of its other stored properties keeps the memberwise initializer
    /// private, and all of them start with a value, so the callers made it with `Sidebar()` and
    /// the new initializer needs nothing else.
    var needsInitializer = false
    /// Whether the view's one initializer of its own takes the binding as a last parameter and
    /// sets it as its first statement (`init(beds: Int, selection: Binding<String?>) {
    /// _selection = selection; ... }`); `parameters` are then its labels, the selection's last.
    var extendsInitializer = false
    /// For a selection stored under a key (`@AppStorage("pick")`), the attribute as written:
    /// the split view declares the same storage and reads the value there, and the sidebar
    /// keeps its own, unchanged; nothing is handed down.
    var storage: String? = nil
    /// The modules the sidebar's file imports: its type may come from one, which the split
    /// view's file must import too to declare it.
    var imports: [String] = []
}

/// A view's `isActive:` link whose flag is the view's own `@State` starting `false`, in a
/// view made through its memberwise initializer or its one initializer of its own (each of its
/// links so, or none counts), whose destination reads none of the view's
/// members but, at most, one stored property it is handed (`let code: DodoCode`): in a row of
/// a lazy container, the flag can move up into the view that shows the row, as an optional of
/// that property's type (`@State private var commentsLinkActive: DodoCode?`), with the
/// destination built from it there (`RowLift`).
struct OwnFlagLink: Sendable, Hashable {
    var offset: Int
    var flag: String
    /// The stored property the destination reads, and its declared type; nil where it reads
    /// none (the flag moves up as a `Bool`).
    var element: String?
    var elementType: String?
    /// The memberwise initializer's parameters, in order, the flag among them: where its
    /// argument goes in a call. For the view's own initializer, its labels and then every
    /// lifted flag of the view, in order.
    var parameters: [String]
    /// Whether the view's one initializer of its own takes the flags' bindings as its last
    /// parameters and sets them first (`LiftableSelection.extendsInitializer`).
    var extendsInitializer = false
    /// The modules the view's file imports: the type and the destination may name what they
    /// declare, so the views they move up into must import them too.
    var imports: [String] = []
    /// The names the destination reads: in the views the flag moves up into, none but the
    /// element may mean something else there.
    var destinationNames: [String] = []
    /// Why the flag cannot move up, read from the view's own code; nil where it can.
    var why: String? = nil

    /// The flag's type where it moves up: `Item?`, `(any Named)?`, or `Bool`.
    var liftedType: String {
        guard let elementType else { return "Bool" }
        let plain = elementType.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:, ".contains($0) }
            && !elementType.hasPrefix("any ") && !elementType.contains(" & ")
        let parenthesized = elementType.hasPrefix("(") && elementType.hasSuffix(")") && !elementType.contains(",")
        return plain || parenthesized ? elementType + "?" : "(\(elementType))?"
    }
}

/// A stored property of a view that holds an observable object.
struct ObjectProperty: Sendable, Hashable {
    var name: String
    /// `EnvironmentObject`, `StateObject`, `ObservedObject` or `Bindable`.
    var wrapper: String
    /// The declared type (`AppModel`), or for `@StateObject var model = AppModel()` the type it
    /// makes; nil where neither is written.
    var type: String?

    static let wrappers: Set<String> = ["EnvironmentObject", "StateObject", "ObservedObject", "Bindable"]
}

/// A `NavigationLink` call of a form no initializer of SwiftUI's has (`OpaqueLinks.candidate`).
struct OpaqueLinkCandidate: Sendable, Hashable {
    var offset: Int
    var shape: CallShape
    /// Handed a binding first where SwiftUI's takes a title: the app's only when one of its
    /// initializers takes it.
    var bindingFirst: Bool
    /// `programmatic` for `NavigationLink.programmatic(...)`, a static function of the app's;
    /// nil for a `NavigationLink(...)` call.
    var factory: String? = nil
    /// An argument is a binding (`OpaqueLinks.isDrivenByBinding`).
    var drivenByBinding = false
}

struct ContainerFact: Sendable, Hashable {
    var offset: Int
    var line: Int
    var column: Int
    /// `stack`, `split`, or `refused`.
    var layout: String
    /// Whether the type shows it where the type itself is shown: not in a sheet or a link's
    /// destination, not in a preview. A container around the type's views would hold it.
    var shown = true
    /// Whether the type shows it where the type itself is shown, in one branch of its body (an
    /// `if` or `switch` each instance may take its own way); `shown` is false then.
    var shownInBranch = false
    /// Whether a `.navigationViewStyle(...)` is written on it: a style from a view around it
    /// does not reach it.
    var hasOwnStyle = false
    /// Whether it is in a presentation (a `sheet`) its type's code makes, where navigation
    /// begins anew.
    var inPresentation = false
    /// For a split view, the indentation of each column's first line.
    var columnIndents: [String] = []
    /// What `.environmentObject(...)` calls on the navigation view's own modifier chain hand
    /// its columns, as written (`model`).
    var environmentObjects: [String] = []
    /// The file's indentation step and line ending, for text written into its columns.
    var indentStep: String = "    "
    var lineEnding: String = "\n"
    /// The platforms whose builds compile it (`#if os(macOS)` around it); nil for any.
    var platforms: Set<ApplePlatform>? = nil
}

/// A `NavigationStack` or `NavigationSplitView` a view shows.
/// The views a type's `body` builds at its top level, where it builds several.
struct BodyColumns: Sendable, Hashable {
    var count: Int
    var line: Int
    var column: Int
}

struct StackFact: Sendable, Hashable {
    var name: String
    var line: Int
    var column: Int
    /// The platforms whose builds compile it (`#if os(macOS)` around it); nil for any.
    var platforms: Set<ApplePlatform>? = nil
}

/// A declaration of the project's named like an old toolbar placement, by file and place.
struct PlacementLookalike: Sendable, Hashable {
    var name: String
    var file: String
    var line: Int
    var column: Int
    /// Declared in an extension of `ToolbarItemPlacement` (a stand-in where SwiftUI has none),
    /// rather than as a member of a type of the app's (`case navigationBarLeading`).
    var extendsPlacement: Bool
}

/// A stack a view shows, with the view's type and its file (`ProjectGraph.stackShown(by:)`).
struct ShownStack: Sendable, Hashable {
    var type: String
    var file: String
    var stack: StackFact
}

/// A static constant of a navigation view style literal, and the builds that compile it.
struct StyleConstantFact: Sendable, Hashable {
    /// `stack`, `columns` or `automatic`.
    var kind: String
    /// The file's id in the run (set by the project graph; empty in the file's own facts).
    var file = ""
    var line: Int
    var column: Int
    /// The platforms whose builds compile it (`#if os(macOS)` around it); nil for any.
    var platforms: Set<ApplePlatform>? = nil
}

struct StyleFact: Sendable, Hashable {
    var offset: Int
    var line: Int
    var column: Int
    /// `stack`, `columns`, `automatic`, `stackOrAutomatic`, or `runtime` (not a style literal).
    var kind: String
    /// The platforms whose builds compile it (a postfix `#if os(macOS)` around it); nil for any.
    var platforms: Set<ApplePlatform>? = nil
    /// For an app's modifier that applies one style under a condition and none otherwise (`if
    /// phone { navigationViewStyle(.stack) } else { self }`): that style. A style written after
    /// it on the navigation view (`.phoneStack().navigationViewStyle(.stack)`) applies where the
    /// modifier applies none, so the same one there leaves no doubt.
    var aloneUnderCondition: String? = nil

    /// The kind of a modifier of the app's own that applies the stack style or the default one,
    /// as a condition picks (`switch idiom { case .phone: navigationViewStyle(.stack) default:
    /// navigationViewStyle(.automatic) }`, or `.stack` under an `if` and nothing otherwise).
    static let stackOrAutomatic = "stackOrAutomatic"

    /// The kind as a finding writes it.
    var describedKind: String {
        kind == Self.stackOrAutomatic ? "`.stack` or `.automatic` (chosen by a condition)" : "`.\(kind)`"
    }
}

/// An import of a file as written at its top level (`import Badges`, `@testable import Seeds`),
/// or a block of imports under `#if` (`#if canImport(Badges) import Badges #endif`), whose
/// `module` names the modules it imports.
struct ImportFact: Sendable, Hashable {
    var module: String
    var text: String
    var isBlock = false
}

/// One place a file instantiates a type (`Sidebar(selection: $selection)`), and what
/// surrounds it there, nearest first.
struct TypeUse: Sendable, Hashable {
    enum Context: Sendable, Hashable {
        /// Inside a lazy container (`List`, `ForEach`, `Form`, `Lazy*`), at that place.
        /// `eager`: a `ForEach` whose rows a plain stack or a `ScrollView` builds all at once
        /// (`FileIndex.buildsRowsEagerly`), so a row's own state and modifiers live as long
        /// as the view around it.
        case lazy(name: String, offset: Int, line: Int, column: Int, eager: Bool = false)
        /// A column of a `NavigationView`: which one, of how many.
        case column(container: Int, index: Int, of: Int)
        /// Inside the content of a navigation container (`NavigationView`, `NavigationStack`, ...).
        case container(name: String, offset: Int)
        /// The destination of a link, or of a `navigationDestination`.
        case destination(offset: Int)
        /// The content of a `sheet`, `fullScreenCover` or `popover`.
        case presentation(name: String)
        /// A `.navigationViewStyle(...)` applied to an expression that holds the use.
        case style(StyleFact)
        /// A modifier of the app's own applied to an expression that holds the use.
        case modifier(name: String)
        /// Inside a closure handed to a call of a type not SwiftUI's (`FlowShell { X() }`), which
        /// may show it inside a navigation container of its own (`containerWrappers`).
        case wrapper(name: String)
        /// Inside the arguments or a closure of a modifier of the app's own
        /// (`.fullScreenSheet(isPresented: $shows) { X() }`), which may present it rather than
        /// show it. Read as no context at all (the view is shown where the modifier is) except
        /// where a search through the views a view shows would take a presentation for a show.
        /// `label`: the argument label of the closure that holds the use, where it has one.
        case modifierContent(name: String, label: String? = nil)
    }

    var name: String
    var offset: Int
    var line: Int
    var column: Int
    /// The type whose code holds the use, as the project names it (`Mail.Sidebar`); nil at
    /// file level.
    var inType: String?
    /// Whether the use is in a preview (a `PreviewProvider`, a `#Preview`): it compiles with
    /// the app but is not where the app shows the view.
    var inPreview = false
    /// Whether the use is in code that runs rather than shows (a `Button`'s action, an
    /// `onAppear`): what it makes is not part of the view around it (`FileIndex.isInAction`).
    var inAction = false
    /// Whether the use is in a toolbar's content (`.toolbar { ToolbarItem { ... } }`,
    /// `.navigationBarItems(...)`) within its member: SwiftUI reads no `navigationDestination`
    /// there (`FileIndex.isInToolbar`).
    var inToolbar = false
    var contexts: [Context]
    /// The argument labels, and for each the property a `$binding` argument hands down.
    var arguments: [Argument]
    /// The platforms whose builds compile the use (`#if os(iOS)` around it); nil for any.
    var platforms: Set<ApplePlatform>? = nil
    /// The member of `inType` whose code holds the use, through the type's helpers (`var
    /// destinationView: some View`, which calls `row(for:)`): an instance member others can read
    /// (not `static`, not `private` or `fileprivate`). Where a type that is not a view makes a
    /// view, the reads of this member (`FileFacts.memberReads`) are where the view is shown.
    var inMember: String? = nil
    /// Whether a modifier written on the use hides the navigation bar there
    /// (`Drawer().navigationBarHidden(true)`): pushed so, the view shows no bar of the stack it
    /// is pushed onto.
    var hidesBar = false
    /// The first modifier written on the use, or on a view around it, that hands the views inside
    /// it data through the environment (`.environmentObject(store)`), up to its holder's member
    /// or the navigation container whose content it is, with its place in the use's file
    /// (`FileIndex.environmentWriter(around:)`).
    var environmentWriter: String? = nil
    /// Where the use is the row a `ForEach` builds for each element, written plainly in its
    /// closure (`ForEach(books) { book in BookRow(book: book) }`): that `ForEach`, the
    /// element's name and the data as a plain path of names. Nil otherwise.
    var rowElement: RowElement? = nil

    struct RowElement: Sendable, Hashable {
        /// Where the `ForEach` starts.
        var forEach: Int
        /// The element's name in the closure (`book`, or `$0`).
        var parameter: String
        var data: String
        /// The label of the row's argument that is the element itself (`book:` in
        /// `BookRow(book: book)`); nil where none is.
        var handedAs: String?
    }

    struct Argument: Sendable, Hashable {
        var label: String?
        var projected: String?
        /// The argument as a plain path of names (`mailboxes`, `model.mailboxes`), if it is one.
        var path: String?
        /// The argument when it is a literal a view's branches may test: `.flow`, `true`,
        /// `false`, `nil`.
        var literal: String? = nil
    }
}

extension TypeUse {
    /// What the use applies where it is, each with the contexts around it there: the type it
    /// makes (`DoneBar()` in `.modifier(DoneBar())`), then each of the app's own modifiers
    /// written on an expression that holds it (`Editor().inOwnNavigation()`), innermost first.
    var applications: [(name: String, contexts: ArraySlice<Context>)] {
        var found = [(name, contexts[...])]
        for (index, context) in contexts.enumerated() {
            if case .modifier(let modifier) = context { found.append((modifier, contexts[(index + 1)...])) }
        }
        return found
    }

    /// The container a use is pushed onto, from its contexts (innermost first): the nearest
    /// boundary is a link's destination, and beyond it, before any presentation, the content
    /// of a navigation container whose stack the link pushes onto. Nil where there is none, where
    /// a split view opens the destination in its next column (which it starts), or where the
    /// container is a `NavigationSplitView`, whose columns navmigrate does not read.
    static func container(pushingOnto contexts: some Collection<Context>) -> (name: String, offset: Int)? {
        guard let boundary = contexts.firstIndex(where: { context in
            switch context {
            case .destination, .presentation: true
            default: false
            }
        }), case .destination = contexts[boundary] else { return nil }
        for context in contexts[contexts.index(after: boundary)...] {
            switch context {
            case .presentation: return nil
            case .column(_, let column, let count) where column + 1 < count: return nil
            case .container(let name, let offset): return name == "NavigationSplitView" ? nil : (name, offset)
            default: continue
            }
        }
        return nil
    }
}

/// What a `View` extension function takes and writes (`FileFacts.viewFunctionMentions`).
struct ViewFunctionMentions: Sendable, Hashable {
    var labels: Set<String> = []
    var names: Set<String> = []
}

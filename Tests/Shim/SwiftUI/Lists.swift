// Declarations-only SwiftUI shim: List, ForEach and Section.

/// Views made from each element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where Content: View {
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { self.data = data }

    public init(
        _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable { self.data = data }

    public init(
        _ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content
    ) where Data == Range<Int>, ID == Int { self.data = data }
}

/// A view made from a collection, which is what `.onDelete` and `.onMove` apply to.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        self
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets `.onDelete` reports.
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

extension MutableCollection {
    /// Moves the elements at the offsets `.onMove` reports.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

/// A scrolling list of rows, optionally selectable. With `selection:` and a
/// `NavigationLink(value:)` per row, it drives the next column of a `NavigationSplitView`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}

    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {}

    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {}

    #if SHIM_IOS17
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    #endif
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}

    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {}
}

/// A titled group of rows in a list or form.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {}

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
    public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

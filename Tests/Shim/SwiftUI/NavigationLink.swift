// Declarations-only SwiftUI shim: NavigationLink in all its forms.
//
// Current forms: a destination closure, or a value matched by `.navigationDestination(for:)`.
// Deprecated forms warn: a destination passed as a view (soft-deprecated in the SDK; warned
// about here so migrated code never keeps it), `isActive:` and `tag:selection:`.

/// A control that pushes a view onto the enclosing navigation container.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

    @available(*, deprecated, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {}

    /// Whether a link in a split view's sidebar or content column replaces the detail column.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}

    @available(*, deprecated, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}

    @available(*, deprecated, message: "Pass a closure as the destination")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
        @ViewBuilder destination: () -> Destination
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
        @ViewBuilder destination: () -> Destination
    ) {}

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {}
}

// A value link has no destination of its own: `.navigationDestination(for:)` supplies it.
// `P` must be inferable from the value, so `NavigationLink("Purple", value: .purple)` fails.
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {}

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

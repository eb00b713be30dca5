// Declarations-only SwiftUI shim: buttons and the other controls navigation screens hold.

/// A control that runs an action.
public struct Button<Label: View>: View {
    public typealias Body = Never
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {}
}

#if SHIM_IOS17
extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void
    ) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {}
}
#endif

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

/// A button that toggles edit mode in a list.
public struct EditButton: View {
    public typealias Body = Never
    public init() {}
}

/// A link that opens a URL.
public struct Link<Label: View>: View {
    public typealias Body = Never
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

/// An on/off switch.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// An editable text field.
public struct TextField<Label: View>: View {
    public typealias Body = Never
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// A multi-line text editor.
public struct TextEditor: View {
    public typealias Body = Never
    public init(text: Binding<String>) {}
}

/// A choice among tagged options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {}
}

extension Picker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
}

/// A spinner or a progress bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
}

/// Flexible empty space in a stack.
public struct Spacer: View {
    public typealias Body = Never
    public init(minLength: CGFloat? = nil) {}
}

/// A thin separating line.
public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

#if SHIM_IOS17
/// The placeholder for an empty detail column or an empty search result.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    public static var search: Self { fatalError() }
    public static func search(text: String) -> Self { fatalError() }
}

/// The parts of the standard "no results" placeholder.
public struct SearchUnavailableContent {
    public struct Label: View { public typealias Body = Never }
    public struct Description: View { public typealias Body = Never }
    public struct Actions: View { public typealias Body = Never }
}
#endif

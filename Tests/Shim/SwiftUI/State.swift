// Declarations-only SwiftUI shim: bindings and the property wrappers that own view state.

/// A two-way connection to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding {
    /// Lifts a binding to a value into a binding to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {}
    /// Unwraps a binding to an optional value; nil when the value is nil.
    public init?(_ base: Binding<Value?>) {}
    /// Erases a binding's value to `AnyHashable`.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {}
    /// The binding whose changes animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

// A binding to a mutable collection is a collection of bindings, which is what lets
// `ForEach($items) { $item in ... }` and `List($items) { $item in ... }` compile.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { fatalError() }
    public var endIndex: Index { fatalError() }
    public var indices: Indices { fatalError() }
    public func index(after i: Index) -> Index { fatalError() }
    public subscript(position: Index) -> Binding<Value.Element> { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { fatalError() }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// State a view owns.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

/// A binding handed down by a parent view.
extension Binding: DynamicProperty {}

/// An observable object a view creates and owns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// An observable object a view is handed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes `$object.property` a `Binding`.
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    public init(initialValue: ObjectType) {}
    public init(wrappedValue: ObjectType) {}
    public var wrappedValue: ObjectType {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Wrapper { fatalError() }
}

/// An observable object an ancestor supplied with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes `$object.property` a `Binding`.
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: Wrapper { fatalError() }
}

/// A value read from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

#if SHIM_IOS17
extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
}

/// Makes bindings to the properties of an `@Observable` object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public init(wrappedValue: Value) where Value: AnyObject & Observable {}
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {}
    public init(projectedValue: Bindable<Value>) {}
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        fatalError()
    }
}
#endif

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment`.
public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
    public var dismiss: DismissAction { fatalError() }
    public var isPresented: Bool { fatalError() }
    public var presentationMode: Binding<PresentationMode> { fatalError() }
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set {}
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
}

/// Dismisses the current presentation: `dismiss()`.
public struct DismissAction {
    @MainActor public func callAsFunction() {}
}

/// The older presentation handle, `@Environment(\.presentationMode)`. Soft-deprecated in the
/// SDK (it never warns), so it is plainly available here.
public struct PresentationMode {
    public var isPresented: Bool { fatalError() }
    public mutating func dismiss() {}
}

public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

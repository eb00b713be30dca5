// Declarations-only stand-in for the parts of Combine that SwiftUI code touches
// (ObservableObject, @Published, a minimal Publisher). Compiled by the golden type-check
// test as its own module named `Combine`; `SwiftUI` re-exports it, as the real one does.
// Nothing here ever runs: bodies only exist to satisfy the compiler.

/// A type that publishes a value before it changes.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Something a subscription can be cancelled through.
public protocol Cancellable {
    func cancel()
}

/// A type-erased cancellable that is kept alive by storing it.
public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public init<C: Cancellable>(_ canceller: C) {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that receives every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }
}

/// The publisher an `ObservableObject` sends through before any `@Published` property changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

/// A class whose changes SwiftUI views observe.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Publishes a class property's changes. Like Combine's, it only works on class properties:
/// the plain `wrappedValue` is unavailable and access goes through the enclosing instance.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set {}
    }

    /// The property's values as a publisher, reached as `$property` inside the class.
    public var projectedValue: Publisher {
        mutating get { Publisher() }
        set {}
    }

    /// The publisher of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

// Declarations-only SwiftUI shim: @SceneStorage and @AppStorage, which persist plain values
// (and RawRepresentable ones) per scene or in user defaults.

/// A value saved with the scene, restored when the scene is.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public init(wrappedValue: Value, _ key: String) where Value == URL {}
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    public init(wrappedValue: Value, _ key: String)
        where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String)
        where Value: RawRepresentable, Value.RawValue == String {}
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? {}
    public init(_ key: String) where Value == Int? {}
    public init(_ key: String) where Value == Double? {}
    public init(_ key: String) where Value == String? {}
    public init(_ key: String) where Value == URL? {}
    public init(_ key: String) where Value == Data? {}
}

/// A value saved in user defaults.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

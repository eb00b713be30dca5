import SwiftUI

final class Analytics {
    func log(_ value: Int) {}
}

/// A dependency injector's wrapper: it makes its own value (`init()`), so a struct's
/// memberwise initializer leaves a property it wraps out, private or not.
@propertyWrapper
struct Injected<Service> {
    private let service: Service

    init() {
        service = Analytics() as! Service
    }

    var wrappedValue: Service { service }
}

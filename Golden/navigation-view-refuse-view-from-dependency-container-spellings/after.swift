import SwiftUI

enum Container {
    static func resolve<T>(_ type: T.Type) -> T { fatalError("registered at launch") }
    static func resolveOptional<T>(_ type: T.Type) -> T? { nil }
    static func resolveThrowing<T>(_ type: T.Type) throws -> T { fatalError("registered at launch") }
    static func make<T>() -> T { fatalError("registered at launch") }
}

enum Billing {
    // Its link is refused, so every navigation view that shows it stays as it is.
    struct Statement<Period>: View {
        @State private var showsArchive = false
        var body: some View {
            VStack {
                NavigationLink(destination: Text("Archive"), isActive: $showsArchive) { Text("Archive") }
                #if os(iOS)
                    .isDetailLink(false)
                #endif
                Button("Go") { showsArchive = true }
            }
        }
    }
}

// Ways a dependency container hands over a `Billing.Statement`: each navigation view is held back.
struct UnwrappedTab: View {
    var body: some View {
        let screen = Container.resolveOptional(Billing.Statement<Int>.self)!
        NavigationView {
            screen
        }
    }
}

struct ThrowingTab: View {
    var body: some View {
        let screen = (try? Container.resolveThrowing(Billing.Statement<Int>.self))!
        NavigationView {
            screen
        }
    }
}

struct OptionalTab: View {
    var body: some View {
        let screen: Billing.Statement<Int>? = Container.make()
        NavigationView {
            screen
        }
    }
}

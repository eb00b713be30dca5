import SwiftUI

// An introspection of the navigation view (SwiftUIIntrospect's `.navigationView(style:)`
// selector, declared here in small) stays on the new stack, with a note that names the
// selector of the new container.
struct Home: View {
    var body: some View {
        NavigationView {
            Text("Home")
        }
        .navigationViewStyle(.stack)
        .introspect(.navigationView(style: .stack)) { controller in
            print(controller)
        }
    }
}

enum IntrospectedStyle {
    case stack, columns
}

struct IntrospectionSelector {
    static func navigationView(style: IntrospectedStyle) -> IntrospectionSelector { IntrospectionSelector() }
}

extension View {
    func introspect(_ selector: IntrospectionSelector, customize: @escaping (AnyObject) -> Void) -> some View { self }
}

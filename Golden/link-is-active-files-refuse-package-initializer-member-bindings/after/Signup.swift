import SwiftUI
import SwiftUINavigation

// A package's link handed a binding read through a member (`$model.code`), through `self.`
// or made from one (`$step.animation()`) is the same package link as one handed `$step`: it
// stays, with a finding, and so do the navigation views around it.
final class SignupModel: ObservableObject {
    @Published var code: String?
}

enum SignupStep: Hashable {
    case terms
}

struct Signup: View {
    @ObservedObject var model: SignupModel
    @State private var step: SignupStep?

    var body: some View {
        VStack {
            Button("Send code") { model.code = "123" }
            NavigationLink(unwrapping: $model.code,
                           onNavigate: { _ in },
                           destination: { code in Text(code.wrappedValue) },
                           label: { EmptyView() })
            NavigationLink(unwrapping: self.$step,
                           onNavigate: { _ in },
                           destination: { _ in Text("Terms") },
                           label: { EmptyView() })
        }
    }
}

struct Verify: View {
    @ObservedObject var model: SignupModel
    @State private var step: SignupStep?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(unwrapping: $step.animation(),
                               onNavigate: { _ in },
                               destination: { _ in Text("Terms") },
                               label: { EmptyView() })
                NavigationLink(unwrapping: $model.code.animation(.spring()),
                               onNavigate: { _ in },
                               destination: { code in Text(code.wrappedValue) },
                               label: { EmptyView() })
            }
        }
        .navigationViewStyle(.stack)
    }
}

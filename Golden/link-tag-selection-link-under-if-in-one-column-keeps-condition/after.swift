import SwiftUI

// Links shown only under plain conditions, in one column. Where they become buttons with a
// destination presented from the selection (a model's selection, which other code may set),
// the binding that presents each destination tests its link's conditions too, so a selection
// set by code shows nothing the conditions hide. Where the selection only drove its links,
// they become plain links and keep their `if` where it is.
final class SettingsNavigation: ObservableObject {
    @Published var pick: String?
}

enum Plan {
    case free, plus
}

struct SettingsForm: View {
    @ObservedObject var navigation: SettingsNavigation
    var plan: Plan
    var isAdmin: Bool
    var isBeta: Bool

    var body: some View {
        NavigationStack {
            Form {
                Button { navigation.pick = "account" } label: {
                    Text("Account")
                }
                if (plan == .plus) {
                    Button { navigation.pick = "devices" } label: {
                        Text("Devices")
                    }
                }
                if isAdmin || isBeta {
                    if !isBeta {
                        Button { navigation.pick = "logs" } label: {
                            Text("Logs")
                        }
                    }
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { navigation.pick == "account" },
                set: { if !$0, navigation.pick == "account" { navigation.pick = nil } }
            )) {
                Text("Account")
            }
            .navigationDestination(isPresented: Binding(
                get: { (plan == .plus) && navigation.pick == "devices" },
                set: { if !$0, navigation.pick == "devices" { navigation.pick = nil } }
            )) {
                Text("Devices")
            }
            .navigationDestination(isPresented: Binding(
                get: { (isAdmin || isBeta) && !isBeta && navigation.pick == "logs" },
                set: { if !$0, navigation.pick == "logs" { navigation.pick = nil } }
            )) {
                Text("Logs")
            }
        }
    }
}

struct AboutForm: View {
    var showsCredits: Bool

    var body: some View {
        NavigationStack {
            Form {
                if showsCredits {
                    NavigationLink("Credits") {
                        Text("Credits")
                    }
                }
            }
        }
    }
}

struct Account {
    var name: String
}

// Under an `if let` or an `else`, which no binding could test, plain links keep the
// condition where it is.
struct ProfileForm: View {
    var account: Account?
    var isGuest: Bool

    var body: some View {
        NavigationStack {
            Form {
                if let account {
                    NavigationLink(account.name) {
                        Text(account.name)
                    }
                }
                if isGuest {
                    Text("Guest")
                } else {
                    NavigationLink("Devices") {
                        Text("Devices")
                    }
                }
            }
        }
    }
}

// In a stack, not a list: the stack carries the destinations, and the same binding keeps the
// condition; an `if let` there cannot be kept, so that link is refused with its view.
struct QuickLinks: View {
    @ObservedObject var navigation: SettingsNavigation
    var isPlus: Bool

    var body: some View {
        NavigationStack {
            VStack {
                Button("General") { navigation.pick = "general" }
                if isPlus {
                    Button("Devices") { navigation.pick = "devices" }
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { navigation.pick == "general" },
                set: { if !$0, navigation.pick == "general" { navigation.pick = nil } }
            )) {
                Text("General")
            }
            .navigationDestination(isPresented: Binding(
                get: { isPlus && navigation.pick == "devices" },
                set: { if !$0, navigation.pick == "devices" { navigation.pick = nil } }
            )) {
                Text("Devices")
            }
        }
    }
}

struct AccountLinks: View {
    @ObservedObject var navigation: SettingsNavigation
    var account: Account?

    var body: some View {
        NavigationView {
            VStack {
                Text("Account")
                if let account {
                    NavigationLink(account.name, tag: "account", selection: $navigation.pick) {
                        Text(account.name)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

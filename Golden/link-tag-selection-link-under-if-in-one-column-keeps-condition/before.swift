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
        NavigationView {
            Form {
                NavigationLink(destination: Text("Account"), tag: "account", selection: $navigation.pick) {
                    Text("Account")
                }
                if (plan == .plus) {
                    NavigationLink(destination: Text("Devices"), tag: "devices", selection: $navigation.pick) {
                        Text("Devices")
                    }
                }
                if isAdmin || isBeta {
                    if !isBeta {
                        NavigationLink(destination: Text("Logs"), tag: "logs", selection: $navigation.pick) {
                            Text("Logs")
                        }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct AboutForm: View {
    @State private var shown: String?
    var showsCredits: Bool

    var body: some View {
        NavigationView {
            Form {
                if showsCredits {
                    NavigationLink("Credits", tag: "credits", selection: $shown) {
                        Text("Credits")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Account {
    var name: String
}

// Under an `if let` or an `else`, which no binding could test, plain links keep the
// condition where it is.
struct ProfileForm: View {
    @State private var shown: String?
    var account: Account?
    var isGuest: Bool

    var body: some View {
        NavigationView {
            Form {
                if let account {
                    NavigationLink(account.name, tag: "account", selection: $shown) {
                        Text(account.name)
                    }
                }
                if isGuest {
                    Text("Guest")
                } else {
                    NavigationLink("Devices", tag: "devices", selection: $shown) {
                        Text("Devices")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

// In a stack, not a list: the stack carries the destinations, and the same binding keeps the
// condition; an `if let` there cannot be kept, so that link is refused with its view.
struct QuickLinks: View {
    @ObservedObject var navigation: SettingsNavigation
    var isPlus: Bool

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("General", tag: "general", selection: $navigation.pick) {
                    Text("General")
                }
                if isPlus {
                    NavigationLink("Devices", tag: "devices", selection: $navigation.pick) {
                        Text("Devices")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
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

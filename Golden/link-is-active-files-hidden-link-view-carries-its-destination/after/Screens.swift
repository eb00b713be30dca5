import SwiftUI

struct EmailScreen: View {
    @State private var showsConfirm = false

    var body: some View {
        NavigationStack {
            ZStack {
                Button("Send link") { showsConfirm = true }
                HiddenLink(destination: Text("Check your inbox"), isActive: $showsConfirm)
            }
            .navigationTitle("Email")
        }
    }
}

struct IntroScreen: View {
    @State private var showsLogin = false
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            VStack {
                Flow(isActive: $showsLogin) {
                    Text("Login")
                }
                Button("Log In") { showsLogin = true }
                Button("Help") { showsHelp = true }
            }
            .background(HiddenLink(destination: Text("Help"), isActive: $showsHelp))
            .toolbar(.hidden, for: .navigationBar)
        }
    }
}

struct SettingsScreen: View {
    @State private var showsAbout = false
    @State private var showsTerms = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("About") { showsAbout = true }
                Button("Terms") { showsTerms = true }
                ReturnedLink(destination: Text("About"), isActive: $showsAbout)
                ExtendedLink(destination: Text("Terms"), isActive: $showsTerms)
            }
        }
    }
}

struct InviteScreen: View {
    @State private var isPushed = false
    let code: String?

    var body: some View {
        NavigationStack {
            ZStack {
                Button("Send") { isPushed = true }
                InviteLinks(isPushed: $isPushed, code: code, email: nil)
            }
        }
    }
}

// Pushed by a link in a toolbar: the pushed view is a screen of its own, not in the toolbar.
struct ConfirmationScreen: View {
    var body: some View {
        NavigationStack {
            Text("Confirmed")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        NavigationLink {
                            WelcomeScreen()
                        } label: {
                            Text("Next")
                        }
                    }
                }
        }
    }
}

struct WelcomeScreen: View {
    @State private var showsTour = false

    var body: some View {
        VStack {
            Button("Tour") { showsTour = true }
            HiddenLink(destination: Text("Tour"), isActive: $showsTour)
        }
    }
}

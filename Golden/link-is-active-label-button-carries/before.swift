import SwiftUI

// Links with no view around them or beside them: the view they become carries the
// destination. A label that is a button setting the link's flag takes the link's place.
struct GuideButton<Destination: View>: View {
    @Binding var isActive: Bool
    let title: String
    let action: (() -> Void)?
    let destination: () -> Destination

    var body: some View {
        NavigationLink(destination: destination(),
                       isActive: self.$isActive)
        {
            Button(action: {
                self.action?()
                self.isActive = true
            }) {
                Text(title)
            }
        }
        .isDetailLink(false)
    }
}

struct ContactsButton: View {
    @Binding var showsContacts: Bool

    var body: some View {
        NavigationLink(
            isActive: $showsContacts,
            destination: {
                Text("Contacts")
            },
            label: {
                Button {
                    showsContacts = true
                } label: {
                    Label("Contacts", systemImage: "person")
                }
                .buttonStyle(.bordered)
            })
    }
}

struct HelpLink: View {
    @Binding var showsHelp: Bool

    var body: some View {
        NavigationLink("Help", destination: Text("Help"), isActive: $showsHelp)
    }
}

// In a list the row's tap fires the link, not the button in its label: the label stays
// inside the button the link becomes, and the list carries the destination.
struct SettingsList: View {
    @Binding var showsAccount: Bool
    let refresh: () -> Void

    var body: some View {
        List {
            NavigationLink(destination: Text("Account"), isActive: $showsAccount) {
                Button("Account") {
                    refresh()
                    showsAccount = true
                }
            }
        }
    }
}

struct Onboarding: View {
    @State private var showsNext = false
    @State private var showsContacts = false
    @State private var showsHelp = false
    @State private var showsAccount = false

    var body: some View {
        NavigationView {
            VStack {
                GuideButton(isActive: $showsNext, title: "Continue", action: nil) {
                    Text("Next")
                }
                ContactsButton(showsContacts: $showsContacts)
                HelpLink(showsHelp: $showsHelp)
                SettingsList(showsAccount: $showsAccount, refresh: {})
            }
        }
        .navigationViewStyle(.stack)
    }
}

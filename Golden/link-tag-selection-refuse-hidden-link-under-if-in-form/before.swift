import SwiftUI

// A hidden tag:selection link shown only under an `if` in a `Form`: a destination on the `Form`
// would not keep the condition, so the links stay, with their navigation view, and a finding.
enum HelpPage: Hashable {
    case faq, contact
}

struct HelpForm: View {
    @State private var page: HelpPage?
    let canContact: Bool

    var body: some View {
        NavigationView {
            Form {
                ZStack {
                    NavigationLink(destination: Text("FAQ"), tag: HelpPage.faq, selection: $page) {
                        EmptyView()
                    }
                    .opacity(0)
                    Button("FAQ") { page = .faq }
                }
                if canContact {
                    ZStack {
                        NavigationLink(destination: Text("Contact"), tag: HelpPage.contact, selection: $page) {
                            EmptyView()
                        }
                        .opacity(0)
                        Button("Contact") { page = .contact }
                    }
                }
            }
        }
    }
}

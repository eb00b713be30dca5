import SwiftUI

// A helper that is nothing but a hidden link, put behind the root of each tab's navigation view:
// no view outside it can carry its destination for both tabs, so the link becomes a `Color.clear`
// that carries it in the helper, where `section` is known. A background takes no room.
enum MailSection: Hashable {
    case inbox, archive
}

struct MailTabs: View {
    @State private var showsOptions: [MailSection: Bool] = [:]

    var body: some View {
        TabView {
            NavigationView {
                Text("Inbox")
                    .background(optionsLink(for: .inbox))
            }
            NavigationView {
                Text("Archive")
                    .overlay(optionsLink(for: .archive))
            }
        }
    }

    private func optionsLink(for section: MailSection) -> some View {
        NavigationLink(
            destination: OptionsPage(section: section),
            isActive: Binding(get: { showsOptions[section, default: false] },
                              set: { showsOptions[section] = $0 })
        ) {
            Text("Options")
        }
        .hidden()
    }
}

struct OptionsPage: View {
    let section: MailSection

    var body: some View {
        Text("Options")
    }
}

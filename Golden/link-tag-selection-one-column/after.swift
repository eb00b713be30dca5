import SwiftUI

struct Settings: View {
    var body: some View {
        Text("Settings")
    }
}

enum Topic: Hashable {
    case gettingStarted
    case privacy
    case contact
}

struct TopicPage: View {
    var topic: Topic

    var body: some View {
        Text("Topic")
    }
}

struct HelpView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Getting started") {
                    TopicPage(topic: .gettingStarted)
                }
                NavigationLink("Privacy") {
                    TopicPage(topic: .privacy)
                }
                NavigationLink("Contact us") {
                    TopicPage(topic: .contact)
                }
            }
            .navigationTitle("Help")
        }
    }
}

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
    @State private var openTopic: Topic?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Getting started", tag: Topic.gettingStarted, selection: $openTopic) {
                    TopicPage(topic: .gettingStarted)
                }
                NavigationLink("Privacy", tag: Topic.privacy, selection: $openTopic) {
                    TopicPage(topic: .privacy)
                }
                NavigationLink("Contact us", tag: Topic.contact, selection: $openTopic) {
                    TopicPage(topic: .contact)
                }
            }
            .navigationTitle("Help")
        }
        .navigationViewStyle(.stack)
    }
}

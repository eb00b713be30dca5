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
                NavigationLink("Getting started", value: Topic.gettingStarted)
                NavigationLink("Privacy", value: Topic.privacy)
                NavigationLink("Contact us", value: Topic.contact)
            }
            .navigationTitle("Help")
            .navigationDestination(for: Topic.self) { value in
                switch value {
                case Topic.gettingStarted:
                    TopicPage(topic: .gettingStarted)
                case Topic.privacy:
                    TopicPage(topic: .privacy)
                case Topic.contact:
                    TopicPage(topic: .contact)
                }
            }
        }
    }
}

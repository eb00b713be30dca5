import SwiftUI

struct InboxDetail: View {
    var body: some View {
        Text("Inbox")
    }
}

struct SentDetail: View {
    var body: some View {
        Text("Sent")
    }
}

struct MailTabs: View {
    @State private var isShowingInbox = false
    @State private var isShowingSent = false

    var body: some View {
        TabView {
            NavigationView {
                List {
                    NavigationLink("Inbox", isActive: $isShowingInbox) { InboxDetail() }
                    NavigationLink("Sent", isActive: $isShowingSent) { SentDetail() }
                }
            }
            .tabItem { Label("Mail", systemImage: "tray") }
            NavigationView {
                List {
                    NavigationLink("Sent", isActive: $isShowingSent) { SentDetail() }
                }
            }
            .tabItem { Label("Sent", systemImage: "paperplane") }
        }
    }
}

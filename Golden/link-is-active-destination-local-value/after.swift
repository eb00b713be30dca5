import SwiftUI

final class Inbox: ObservableObject {
    @Published var isChatOpen = false
    @Published var isSummaryOpen = false
    @Published var names: [String] = []
}

struct ChatView: View {
    let inbox: Inbox
    var body: some View {
        Text("Chat with \(inbox.names.count)")
    }
}

// A `let` written between the view that carries the destination and the link goes with the
// destination when only it uses the value: as the value itself when the destination is its
// bare name, else as a declaration before it. One that the view uses too stays, and the
// destination gets its own.
struct InboxView: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        NavigationStack {
            messages(requests: false)
        }
    }

    func messages(requests: Bool) -> some View {
        ScrollView {
            let count = inbox.names.count
            Text("\(count) conversations")
            LazyVStack {
                ForEach(inbox.names, id: \.self) { name in
                    Text(name)
                }
            }
        }
        .navigationDestination(isPresented: $inbox.isChatOpen) {
            ChatView(inbox: inbox)
        }
        .navigationDestination(isPresented: $inbox.isSummaryOpen) {
            let count = inbox.names.count
            Text("\(count) in all").font(.title)
        }
    }
}

struct Profile {
    let name: String
}

struct ProfileView: View {
    let profile: Profile
    var body: some View {
        Text(profile.name)
    }
}

// Under a condition that goes with the destination, the value the destination names goes
// into the kept `if`.
struct ScannerView: View {
    @State private var scanned: Profile?
    @State private var showsProfile = false

    var body: some View {
        NavigationStack {
            VStack {
                Spacer()
                Button("Scan") {
                    scanned = Profile(name: "Ann")
                    showsProfile = true
                }
            }
            .navigationDestination(isPresented: scanned != nil ? $showsProfile : .constant(false)) {
                if let scanned {
                    ProfileView(profile: scanned)
                }
            }
        }
    }
}

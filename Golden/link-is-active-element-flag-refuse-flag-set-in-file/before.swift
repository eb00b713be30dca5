import SwiftUI

struct InboxScreen: View {
    struct Thread: Identifiable {
        var id = UUID()
        var subject: String
        var open = false
    }

    @State var threads: [Thread] = [Thread(subject: "Welcome"), Thread(subject: "Invoice")]

    var body: some View {
        NavigationView {
            List {
                ForEach($threads) { thread in
                    NavigationLink(destination: Text(thread.subject.wrappedValue), isActive: thread.open) {
                        Text(thread.subject.wrappedValue)
                    }
                }
            }
            .toolbar {
                Button("Open first") { threads[0].open = true }
            }
        }
    }
}

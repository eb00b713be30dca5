import SwiftUI

// `Inbox` is pushed by a link in the feed's `some ToolbarContent` helper, so it is shown
// in the feed's navigation view, which a row's refused link keeps: `Inbox`'s own link
// waits with it (a destination inside an old navigation view does nothing).
struct Feed: View {
    @State private var items = [1, 2, 3]

    var body: some View {
        NavigationView {
            List(items, id: \.self) { item in
                FeedRow(item: item)
            }
            .toolbar {
                toolbarContent
            }
        }
        .navigationViewStyle(.stack)
    }

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            NavigationLink {
                Inbox()
            } label: {
                Image(systemName: "bell")
            }
        }
    }
}

struct FeedRow: View {
    let item: Int
    @State private var opened: String?

    var body: some View {
        Text("\(item)")
            .onTapGesture { opened = "\(item)" }
            .background(
                NavigationLink(
                    destination: Text(opened ?? ""),
                    isActive: Binding(get: { opened != nil }, set: { if !$0 { opened = nil } })
                ) {
                    EmptyView()
                }
            )
    }
}

struct Inbox: View {
    @State private var showsMessage = false

    var body: some View {
        VStack {
            Button("Open") { showsMessage = true }
            NavigationLink(destination: Text("Message"), isActive: $showsMessage) {
                EmptyView()
            }
        }
    }
}

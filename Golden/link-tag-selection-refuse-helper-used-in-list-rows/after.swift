import SwiftUI

// A helper that makes the `tag:selection:` link is used beside the list and in its rows: a
// destination written in the helper would sit in every row of the `List`, so the link is
// refused, with a finding that names the helper and the list.
struct Topics: View {
    @State private var open: Int?

    var body: some View {
        ZStack {
            topic(0) { EmptyView() }
                .hidden()
            List {
                ForEach(1..<6, id: \.self) { number in
                    topic(number) { Text("Topic \(number)") }
                }
            }
        }
        .onAppear { open = 0 }
    }

    private func topic<Label: View>(_ number: Int, @ViewBuilder label: () -> Label) -> some View {
        NavigationLink(destination: Text("About topic \(number)"), tag: number, selection: $open) {
            label()
        }
    }
}

struct TopicsScreen: View {
    var body: some View {
        NavigationView {
            Topics()
        }
        .navigationViewStyle(.stack)
    }
}

import SwiftUI

// `$0` inside a closure of the destination is that closure's own parameter, not a name from
// where the link sits, so the destination can move out of the `Form`; a destination of several
// lines keeps lines of its own in the closure a plain link takes.
struct OptionalView<Content: View>: View {
    let value: Int?
    let content: (Int) -> Content

    init(_ value: Int?, @ViewBuilder content: @escaping (Int) -> Content) {
        self.value = value
        self.content = content
    }

    var body: some View {
        if let value { content(value) }
    }
}

struct CounterView: View {
    let start: Int

    var body: some View {
        Text("\(start)")
    }
}

struct LoadView: View {
    @State private var isShowingCounter = false
    @State private var loaded: Int?

    var body: some View {
        NavigationView {
            Form {
                NavigationLink(
                    destination: OptionalView(loaded) {
                        CounterView(start: $0)
                    },
                    isActive: $isShowingCounter
                ) {
                    Text("Load counter")
                }
                Button("Reset") { loaded = nil }
            }
        }
    }
}

struct ReloadView: View {
    @State private var isShowingCounter = false
    @State private var loaded: Int?

    var body: some View {
        NavigationView {
            Form {
                NavigationLink(
                    destination: OptionalView(loaded) {
                        CounterView(start: $0)
                    },
                    isActive: $isShowingCounter
                ) {
                    Text("Load counter")
                }
                Button("Reload") {
                    loaded = 1
                    isShowingCounter = true
                }
            }
        }
    }
}

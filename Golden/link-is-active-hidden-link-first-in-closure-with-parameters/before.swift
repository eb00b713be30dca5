import SwiftUI

// A hidden link first in a closure that names its parameters (`{ proxy in`), with a comment
// after them or not: the blank line after it goes with it, as it does after a plain `{`.
struct Welcome: View {
    @State private var started = false

    var body: some View {
        NavigationView {
            GeometryReader { proxy in
                NavigationLink(destination: Text("Setup"), isActive: $started) {
                    EmptyView()
                }

                VStack {
                    Text("Hello")
                    Button("Start") { started = true }
                }
                .frame(width: proxy.size.width)
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Measure: View {
    @State private var started = false

    var body: some View {
        NavigationView {
            GeometryReader { (proxy: GeometryProxy) in // the page's size
                NavigationLink(destination: Text("Setup"), isActive: $started) {
                    EmptyView()
                }

                Button("Start") { started = true }
                    .frame(width: proxy.size.width)
            }
        }
        .navigationViewStyle(.stack)
    }
}

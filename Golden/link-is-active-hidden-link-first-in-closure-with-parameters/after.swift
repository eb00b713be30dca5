import SwiftUI

// A hidden link first in a closure that names its parameters (`{ proxy in`), with a comment
// after them or not: the blank line after it goes with it, as it does after a plain `{`.
struct Welcome: View {
    @State private var started = false

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                VStack {
                    Text("Hello")
                    Button("Start") { started = true }
                }
                .frame(width: proxy.size.width)
            }
            .navigationDestination(isPresented: $started) {
                Text("Setup")
            }
        }
    }
}

struct Measure: View {
    @State private var started = false

    var body: some View {
        NavigationStack {
            GeometryReader { (proxy: GeometryProxy) in // the page's size
                Button("Start") { started = true }
                    .frame(width: proxy.size.width)
            }
            .navigationDestination(isPresented: $started) {
                Text("Setup")
            }
        }
    }
}

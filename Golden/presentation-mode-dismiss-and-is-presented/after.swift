import SwiftUI

struct DetailView: View {
    let title: String
    // Closes the detail when it is shown modally.
    @Environment(\.dismiss) public var dismiss // read below
    @Environment(\.isPresented) public var isPresented

    var body: some View {
        VStack {
            Text(title)
            if isPresented {
                Button("Close") { dismiss() }
            }
        }
        .onAppear {
            print("presented:", self.isPresented)
        }
    }
}

struct ReaderView: View {
    @Environment(\.isPresented)
    private var isPresented

    var body: some View {
        Text("Reader")
            .opacity(isPresented ? 1 : 0.5)
    }
}

struct AlreadyHalfwayView: View {
    @Environment(\.dismiss) private var close
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button("Back") {
            if isPresented {
                close()
            } else {
                close()
            }
        }
    }
}

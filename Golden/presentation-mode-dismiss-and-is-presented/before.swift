import SwiftUI

struct DetailView: View {
    let title: String
    // Closes the detail when it is shown modally.
    @Environment(\.presentationMode) public var presentationMode: Binding<PresentationMode> // read below

    var body: some View {
        VStack {
            Text(title)
            if presentationMode.wrappedValue.isPresented {
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
        .onAppear {
            print("presented:", self.presentationMode.wrappedValue.isPresented)
        }
    }
}

struct ReaderView: View {
    @Environment(\.presentationMode)
    private var presentationMode

    var body: some View {
        Text("Reader")
            .opacity(presentationMode.wrappedValue.isPresented ? 1 : 0.5)
    }
}

struct AlreadyHalfwayView: View {
    @Environment(\.dismiss) private var close
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Back") {
            if presentationMode.wrappedValue.isPresented {
                presentationMode.wrappedValue.dismiss()
            } else {
                close()
            }
        }
    }
}

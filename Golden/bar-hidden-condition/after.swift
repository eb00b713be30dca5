import SwiftUI

struct ReaderView: View {
    @State private var isReading = false
    @State private var isFullScreen = false

    var body: some View {
        VStack {
            Text("Chapter 1")
                .toolbar(isReading ? .hidden : .visible, for: .navigationBar)
            Text("Chapter 2")
                .toolbar(isReading ? .visible : .hidden, for: .navigationBar)
            Text("Chapter 3")
                .toolbar((isReading && isFullScreen) ? .hidden : .visible, for: .navigationBar)
        }
    }
}

import SwiftUI

struct ReaderView: View {
    @State private var isReading = false
    @State private var isFullScreen = false

    var body: some View {
        VStack {
            Text("Chapter 1")
                .navigationBarHidden(isReading)
            Text("Chapter 2")
                .navigationBarHidden(!isReading)
            Text("Chapter 3")
                .navigationBarHidden(isReading && isFullScreen)
        }
    }
}

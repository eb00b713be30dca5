import SwiftUI

struct TourPages: View {
    @Binding var finished: Bool
    @State private var page = 0

    private func advance() {
        if page < 2 {
            page += 1
        } else {
            finished = true
        }
    }

    var body: some View {
        VStack {
            Text("Page \(page + 1) of 3")
            NavigationLink(destination: Text("Welcome aboard"), isActive: $finished) {
                Button(action: {
                    withAnimation { advance() }
                }) {
                    Text("Next")
                }
            }
        }
    }
}

import SwiftUI

final class HostingController {
    func makeBody() -> some View {
        ContentView()
    }
}

import SwiftUI

struct Lobby: View {
    @EnvironmentObject var library: Library

    var body: some View {
        VStack {
            Text("Welcome")
            library.shelf()
        }
    }
}

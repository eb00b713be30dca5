import SwiftUI

struct Licenses: View {
    @State private var shown: String?

    var body: some View {
        List {
            NavigationLink("MIT", tag: "MIT", selection: $shown) {
                Text("MIT license text")
            }
        }
    }
}

import SwiftUI

struct Licenses: View {
    var body: some View {
        List {
            NavigationLink("MIT") {
                Text("MIT license text")
            }
        }
    }
}

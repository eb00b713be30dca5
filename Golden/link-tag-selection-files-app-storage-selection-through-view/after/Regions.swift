import SwiftUI

struct Regions: View {
    @AppStorage("atlas.region") private var region: String?

    var body: some View {
        List(selection: $region) {
            NavigationLink(value: "north") {
                Text("North")
            }
            NavigationLink(value: "south") {
                Text("South")
            }
        }
    }
}

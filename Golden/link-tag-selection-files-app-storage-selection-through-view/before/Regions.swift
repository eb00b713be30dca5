import SwiftUI

struct Regions: View {
    @AppStorage("atlas.region") private var region: String?

    var body: some View {
        List {
            NavigationLink(tag: "north", selection: $region) {
                Text("Northern maps")
            } label: {
                Text("North")
            }
            NavigationLink(tag: "south", selection: $region) {
                Text("Southern maps")
            } label: {
                Text("South")
            }
        }
    }
}

import MapKitchen
import SwiftUI

struct Regions: View {
    @AppStorage("atlas.region") private var region: Region?

    var body: some View {
        List {
            NavigationLink(tag: Region.north, selection: $region) {
                Text("Northern maps")
            } label: {
                Text("North")
            }
            NavigationLink(tag: Region.south, selection: $region) {
                Text("Southern maps")
            } label: {
                Text("South")
            }
        }
    }
}

import SwiftUI

// The sidebar keeps its selection in `@AppStorage`, under a key written as a string: the split
// view declares the same storage and its detail column reads the selection there, while the
// sidebar keeps its own and its list takes it.
struct Atlas: View {
    @AppStorage("atlas.region") private var region: String?

    var body: some View {
        NavigationSplitView {
            Regions()
        } detail: {
            switch region {
            case "north"?:
                Text("Northern maps")
            case "south"?:
                Text("Southern maps")
            default:
                Text("Pick a region")
            }
        }
    }
}

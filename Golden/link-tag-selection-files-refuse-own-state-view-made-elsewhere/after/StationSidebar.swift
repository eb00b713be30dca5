import SwiftUI

struct StationSidebar: View {
    @State var selection: Int?

    var body: some View {
        List {
            NavigationLink("North", tag: 1, selection: $selection) {
                Text("North station")
            }
            NavigationLink("South", tag: 2, selection: $selection) {
                Text("South station")
            }
        }
    }
}

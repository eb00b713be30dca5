import SwiftUI

struct SouthRows: View {
    @Binding var place: Place?

    var body: some View {
        Section("South") {
            NavigationLink(tag: Place.paris, selection: $place) {
                Text("Paris")
            } label: {
                Text("Paris")
            }
            NavigationLink(tag: Place.rome, selection: $place) {
                Text("Rome")
            } label: {
                Text("Rome")
            }
        }
    }
}

struct NorthRows: View {
    @Binding var place: Place?

    var body: some View {
        Section("North") {
            NavigationLink(tag: Place.oslo, selection: $place) {
                Text("Oslo")
            } label: {
                Text("Oslo")
            }
        }
    }
}

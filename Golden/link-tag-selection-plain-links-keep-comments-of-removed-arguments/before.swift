// Links whose selection only drives them become plain links: the comments written among the
// arguments they lose go on lines of their own above each link.
import SwiftUI

struct DateDetail: View {
    let day: Int
    var body: some View { Text("Day \(day)") }
}

struct DayPicker: View {
    @State private var day: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: DateDetail(day: 1), // the first
                               tag: 1, selection: $day) { Text("One") }
                NavigationLink(destination: DateDetail(day: 2), tag: 2, /* the second */ selection: $day) { Text("Two") }
            }
        }
        .navigationViewStyle(.stack)
    }
}

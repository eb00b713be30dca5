// Links whose selection only drives them become plain links: the comments written among the
// arguments they lose go on lines of their own above each link.
import SwiftUI

struct DateDetail: View {
    let day: Int
    var body: some View { Text("Day \(day)") }
}

struct DayPicker: View {
    var body: some View {
        NavigationStack {
            VStack {
                // the first
                NavigationLink { DateDetail(day: 1) } label: { Text("One") }
                /* the second */
                NavigationLink { DateDetail(day: 2) } label: { Text("Two") }
            }
        }
    }
}

import SwiftUI

// Only Mac Catalyst builds this pane. There a navigation view of the default style lays out
// as a wide iPad does: the rows' destinations open in a column beside the list.
#if targetEnvironment(macCatalyst)
struct ArchivePane: View {
    let years = [2021, 2022, 2023]

    var body: some View {
        NavigationView {
            List(years, id: \.self) { year in
                NavigationLink {
                    Text("Photos of \(year)")
                } label: {
                    Text("\(year)")
                }
            }
        }
    }
}
#endif

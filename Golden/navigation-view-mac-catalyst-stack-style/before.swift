import SwiftUI

// Only Mac Catalyst builds this pane, and its author chose one column: the stack style says so,
// so it becomes a stack as it would on the phone.
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
        .navigationViewStyle(.stack)
    }
}
#endif

// The link sits in the view that `.sheetChrome()` (a `View` function that applies the app's
// `SheetChrome` modifier, in another file) puts in a navigation view. The link is refused, so
// that navigation view stays too: a stack around an old `isActive:` link is half a migration.
import SwiftUI

final class BookingModel: ObservableObject {
    @Published var reschedules = false
}

struct Booking: View {
    @ObservedObject var model: BookingModel

    var body: some View {
        VStack {
            NavigationLink(
                destination: Text("Reschedule"),
                isActive: Binding(get: { model.reschedules }, set: { model.reschedules = $0 })
            ) {
                Text("Reschedule")
            }
        }
        .sheetChrome()
    }
}

import SwiftUI

final class Trip: ObservableObject {
    @Published var title = "Trip"
}

extension View {
    /// The app's own modifier, with no navigation view of its own: what it is applied to stays
    /// a row of the `List` around it.
    func card() -> some View {
        padding().background(Color.gray.opacity(0.1))
    }
}

// A row of a `List`, through the app's `card()` modifier: its link's destination would sit in
// the list's rows, and its flag cannot move up (the destination uses the row's
// `@ObservedObject`), so the link stays, with the navigation view that shows the list.
struct TripRow: View {
    @ObservedObject var trip: Trip
    @State private var opens = false

    var body: some View {
        ZStack {
            NavigationLink(destination: Text(trip.title), isActive: $opens) {
                EmptyView()
            }
            Button(trip.title) { opens = true }
        }
    }
}

struct Trips: View {
    let trips = [Trip(), Trip()]

    var body: some View {
        NavigationView {
            List {
                ForEach(trips.indices, id: \.self) { index in
                    TripRow(trip: trips[index])
                        .card()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

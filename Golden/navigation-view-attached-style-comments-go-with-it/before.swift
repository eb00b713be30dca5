import SwiftUI

struct Trip: Identifiable {
    let id: Int
    var city: String
}

struct TripDetail: View {
    var trip: Trip

    var body: some View {
        Text(trip.city)
    }
}

struct TripsView: View {
    var trips: [Trip]

    var body: some View {
        NavigationView {
            List(trips) { trip in
                NavigationLink(trip.city) {
                    TripDetail(trip: trip)
                }
            }
            .navigationTitle("Trips")
        }
        // iPad showed an empty sidebar without this.
        .navigationViewStyle(.stack) // FIXME: drop once we target iOS 16
        .tint(.orange)
    }
}

struct PastTripsView: View {
    var trips: [Trip]

    var body: some View {
        NavigationView {
            List(trips) { trip in
                Text(trip.city)
            }
            .navigationTitle("Past Trips")
        }
        .navigationViewStyle(.stack) /* single column on every device */
    }
}

/// A comment by the style that does not speak of it stays, above the modifier it describes.
struct SavedTripsView: View {
    var body: some View {
        NavigationView {
            Text("Saved")
        }
        // Brand colours for the whole tab
        .navigationViewStyle(.stack)
        .tint(.orange)
    }
}

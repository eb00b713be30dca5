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
        NavigationStack {
            List(trips) { trip in
                NavigationLink(trip.city) {
                    TripDetail(trip: trip)
                }
            }
            .navigationTitle("Trips")
        }
        .tint(.orange)
    }
}

struct PastTripsView: View {
    var trips: [Trip]

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                Text(trip.city)
            }
            .navigationTitle("Past Trips")
        }
    }
}

/// A comment by the style that does not speak of it stays, above the modifier it describes.
struct SavedTripsView: View {
    var body: some View {
        NavigationStack {
            Text("Saved")
        }
        // Brand colours for the whole tab
        .tint(.orange)
    }
}

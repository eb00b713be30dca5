import SwiftUI

struct Trip {
    var name: String
}

struct MapRoute {
    var stops: [String]
}

struct ItineraryView: View {
    var body: some View {
        Text("Itinerary")
    }
}

struct BookingsView: View {
    var body: some View {
        Text("Bookings")
    }
}

struct TripView: View {
    typealias Route = MapRoute

    let trip: Trip
    let path: Route
    @State private var isShowingItinerary = false
    @State private var isShowingBookings = false

    var body: some View {
        NavigationView {
            List {
                Text("\(path.stops.count) stops")
                NavigationLink("Itinerary", isActive: $isShowingItinerary) {
                    ItineraryView()
                }
                NavigationLink("Bookings", isActive: $isShowingBookings) {
                    BookingsView()
                }
            }
            .navigationTitle(trip.name)
        }
    }
}

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

    enum NavigationRoute: Hashable, Codable {
        case itinerary, bookings
    }

    @State private var navigationPath: [NavigationRoute] = []

    var body: some View {
        NavigationStack(path: $navigationPath) {
            List {
                Text("\(path.stops.count) stops")
                NavigationLink("Itinerary", value: NavigationRoute.itinerary)
                NavigationLink("Bookings", value: NavigationRoute.bookings)
            }
            .navigationTitle(trip.name)
            .navigationDestination(for: NavigationRoute.self) { route in
                switch route {
                case .itinerary:
                    ItineraryView()
                case .bookings:
                    BookingsView()
                }
            }
        }
    }
}

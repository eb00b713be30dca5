import SwiftUI

struct Airport: Identifiable {
    let id: Int
    var code: String
    var city: String
}

struct AirportDetail: View {
    var airport: Airport
    var showsWeather: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(airport.code)
                .font(.largeTitle)
            Text(airport.city)
            if showsWeather {
                Text("Clear skies")
            }
        }
    }
}

struct AirportsView: View {
    var airports: [Airport]

    var body: some View {
        NavigationStack {
            List(airports) { airport in
                NavigationLink {
                    AirportDetail(
                        airport: airport,
                        showsWeather: true
                    )
                } label: {
                    Text(airport.code)
                }
            }
            .navigationTitle("Airports")
        }
    }
}

struct HomeAirportView: View {
    var home: Airport

    var body: some View {
        NavigationStack {
            Form {
                NavigationLink {
                    AirportDetail(airport: home, showsWeather: false)
                } label: {
                    Label(home.city, systemImage: "house")
                }
                NavigationLink("Weather at \(home.code)") {
                    AirportDetail(
                        airport: home,
                        showsWeather: true
                    )
                }
            }
            .navigationTitle("Home")
        }
    }
}

import SwiftUI

struct Country: Identifiable {
    var id: String
    var name: String
}

struct Routing {
    var countryID: String?
}

struct CountriesList: View {
    let countries: [Country]
    let routing: Binding<Routing>

    var body: some View {
        NavigationView {
            List(countries) { country in
                NavigationLink(destination: Text(country.name), tag: country.id, selection: routing.countryID) {
                    Text(country.name)
                }
            }
            Text("Pick a country")
        }
    }
}

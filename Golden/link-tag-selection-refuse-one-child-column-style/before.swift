// A navigation view of one child with a column style: its links' selection would show their
// destinations in a detail column it does not have. The navigation view is refused (which
// columns it should have is for a person to say), and the links point at it.
import SwiftUI

struct Country: Identifiable, Hashable {
    let id: String
    var name: String
}

struct CountryDetail: View {
    var country: Country

    var body: some View {
        Text(country.name)
    }
}

struct CountriesView: View {
    var countries: [Country]
    @State private var selected: String?

    var body: some View {
        NavigationView {
            List(countries) { country in
                NavigationLink(destination: CountryDetail(country: country), tag: country.id, selection: $selected) {
                    Text(country.name)
                }
            }
            .navigationTitle("Countries")
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}

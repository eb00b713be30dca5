import SwiftUI

struct Person: Named, Identifiable { let id: Int; var name: String }

struct Board: View {
    var people: [Person]

    var body: some View {
        NavigationView {
            List(people) { person in
                NameRow(value: person)
            }
        }
    }
}

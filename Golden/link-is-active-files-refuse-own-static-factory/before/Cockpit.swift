import SwiftUI

struct Cockpit: View {
    var body: some View {
        NavigationView {
            Logbook()
                .navigationTitle("Logbook")
        }
    }
}

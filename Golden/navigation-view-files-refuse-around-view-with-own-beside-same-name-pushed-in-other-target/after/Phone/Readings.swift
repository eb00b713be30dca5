import SwiftUI

struct Readings: View {
    var body: some View {
        NavigationView {
            Text("Glucose")
                .navigationTitle("Readings")
        }
        .navigationViewStyle(.stack)
    }
}

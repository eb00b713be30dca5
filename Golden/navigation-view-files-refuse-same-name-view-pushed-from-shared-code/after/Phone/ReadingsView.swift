import SwiftUI

struct ReadingsView: View {
    var body: some View {
        NavigationView {
            Text("Glucose")
                .navigationTitle("Readings")
        }
        .navigationViewStyle(.stack)
    }
}

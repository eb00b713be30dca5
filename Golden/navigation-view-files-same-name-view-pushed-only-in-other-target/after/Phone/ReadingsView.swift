import SwiftUI

struct ReadingsView: View {
    var body: some View {
        NavigationStack {
            Text("Glucose")
                .navigationTitle("Readings")
        }
    }
}

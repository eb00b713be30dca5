import SwiftUI

struct Pantry: View {
    var body: some View {
        NavigationView {
            Jar()
                .navigationTitle("Pantry")
        }
    }
}

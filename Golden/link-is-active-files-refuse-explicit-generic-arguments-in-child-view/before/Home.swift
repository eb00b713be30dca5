import SwiftUI

struct Home: View {
    var body: some View {
        NavigationView {
            Profile()
                .navigationTitle("Profile")
        }
    }
}

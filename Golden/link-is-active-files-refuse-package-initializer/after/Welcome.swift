import SwiftUI

struct Welcome: View {
    var body: some View {
        NavigationView {
            Onboarding()
        }
        .navigationViewStyle(.stack)
    }
}

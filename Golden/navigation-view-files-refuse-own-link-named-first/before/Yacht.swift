import SwiftUI

struct Yacht: View {
    var body: some View {
        NavigationView {
            VStack {
                Anchor()
                NavigationLink(destination: Text("Sails"), isActive: .constant(true)) {
                    Text("Sails")
                }
            }
        }
    }
}

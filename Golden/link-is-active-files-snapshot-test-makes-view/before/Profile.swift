import SwiftUI

struct Home: View {
    var body: some View {
        NavigationView {
            Profile()
        }
    }
}

struct Profile: View {
    @State private var editing = false

    var body: some View {
        VStack {
            Text("Ada")
            NavigationLink(destination: Text("Edit profile"), isActive: $editing) {
                Text("Edit")
            }
        }
    }
}

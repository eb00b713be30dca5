import SwiftUI

struct Home: View {
    var body: some View {
        NavigationStack {
            Profile()
        }
    }
}

struct Profile: View {
    var body: some View {
        VStack {
            Text("Ada")
            NavigationLink { Text("Edit profile") } label: {
                Text("Edit")
            }
        }
    }
}

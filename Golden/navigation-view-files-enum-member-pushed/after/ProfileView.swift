import SwiftUI

struct ProfileView: View {
    var body: some View {
        List {
            Text("Name")
        }
        .navigationTitle("Profile")
    }
}

struct AboutView: View {
    var body: some View {
        Text("About")
    }
}

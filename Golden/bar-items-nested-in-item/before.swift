import SwiftUI

struct ProfileView: View {
    var body: some View {
        Text("Profile")
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            Text("Home")
                .navigationTitle("Home")
                .navigationBarItems(trailing: NavigationLink {
                    ProfileView()
                        .navigationBarTitle("Profile", displayMode: .inline)
                } label: {
                    Image(systemName: "person.crop.circle")
                })
        }
    }
}

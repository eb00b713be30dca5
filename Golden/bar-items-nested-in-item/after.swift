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
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        NavigationLink {
                            ProfileView()
                                .navigationTitle("Profile")
                                .navigationBarTitleDisplayMode(.inline)
                        } label: {
                            Image(systemName: "person.crop.circle")
                        }
                    }
                }
        }
    }
}

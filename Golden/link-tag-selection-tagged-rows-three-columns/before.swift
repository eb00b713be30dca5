import SwiftUI

enum Club: Hashable {
    case chess, rowing
}

struct Members: View {
    let club: String

    var body: some View {
        List {
            NavigationLink("Captain") {
                Text("Captain of \(club)")
            }
        }
    }
}

struct ClubsWindow: View {
    @State private var club: Club?

    var body: some View {
        NavigationView {
            List(selection: $club) {
                NavigationLink(destination: Members(club: "Chess")) {
                    Text("Chess")
                }
                .tag(Club.chess)
                NavigationLink(destination: Members(club: "Rowing")) {
                    Text("Rowing")
                }
                .tag(Club.rowing)
            }
            Text("Pick a club")
            Text("Pick a member")
        }
    }
}

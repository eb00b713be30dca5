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
        NavigationSplitView {
            List(selection: $club) {
                NavigationLink(value: Club.chess) {
                    Text("Chess")
                }
                NavigationLink(value: Club.rowing) {
                    Text("Rowing")
                }
            }
        } content: {
            switch club {
            case Club.chess?:
                Members(club: "Chess")
            case Club.rowing?:
                Members(club: "Rowing")
            default:
                Text("Pick a club")
            }
        } detail: {
            Text("Pick a member")
        }
    }
}

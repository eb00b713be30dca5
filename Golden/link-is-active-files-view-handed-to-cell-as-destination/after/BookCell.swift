import SwiftUI

struct BookCell<Destination: View>: View {
    let title: String
    let destination: () -> Destination

    init(title: String, destination: @autoclosure @escaping () -> Destination) {
        self.title = title
        self.destination = destination
    }

    var body: some View {
        NavigationLink {
            destination()
        } label: {
            Text(title)
        }
    }
}

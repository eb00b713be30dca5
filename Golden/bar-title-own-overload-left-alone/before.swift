import SwiftUI

struct ProfileView: View {
    var title: Text

    var body: some View {
        Form {
            Text("Name")
        }
        .navigationBarTitle(title, displayMode: .large, trailing: true)
    }
}

extension View {
    /// The app's own overload, with an extra argument.
    func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode, trailing: Bool) -> some View {
        self
    }
}

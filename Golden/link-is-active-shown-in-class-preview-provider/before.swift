import SwiftUI

// A preview declared as a class (as older Xcode templates wrote it) is preview code, as a struct
// preview is: the settings list it shows outside a navigation view is not a place the app shows
// it, so the screen's links migrate with the app's own navigation view.
struct RootView: View {
    var body: some View {
        NavigationView {
            SettingsList()
        }
        .navigationViewStyle(.stack)
    }
}

struct SettingsList: View {
    var body: some View {
        List {
            NavigationLink("Channels", destination: ChannelsScreen())
        }
    }
}

struct ChannelsScreen: View {
    @State private var showsDetail = false

    var body: some View {
        VStack {
            Button("Open") { showsDetail = true }
            NavigationLink(destination: Text("Detail"), isActive: $showsDetail) { EmptyView() }
        }
    }
}

class SettingsList_Previews: PreviewProvider {
    static var previews: some View {
        SettingsList()
    }
}

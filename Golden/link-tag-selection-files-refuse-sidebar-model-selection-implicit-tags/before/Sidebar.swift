import SwiftUI

struct Sidebar: View {
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            NavigationLink(destination: Text("Inbox"), tag: .inbox, selection: $router.screen) {
                Text("Inbox")
            }
            NavigationLink(destination: Text("Archive"), tag: .archive, selection: $router.screen) {
                Text("Archive")
            }
        }
    }
}

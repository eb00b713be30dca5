import SwiftUI

struct Inbox: Screen {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Welcome") {
                    Text("Hello")
                }
            }
        }
    }
}

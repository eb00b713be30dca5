import SwiftUI

struct Root: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationView {
            Sidebar()
            Text("Pick a folder")
        }
        .environmentObject(router)
    }
}

import SwiftUI

struct LogsView: View {
    @State private var query = ""

    var body: some View {
        HStack {
            List {
                Text("12:00 started")
                Text("12:01 synced")
            }
            NavigationView {
                Form {
                    TextField("Filter", text: $query)
                    NavigationLink("Levels") {
                        Text("Levels")
                    }
                }
            }
            .frame(width: 320)
        }
    }
}

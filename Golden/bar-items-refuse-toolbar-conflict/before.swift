import SwiftUI

struct EventsView: View {
    @State private var events = ["Launch"]

    var body: some View {
        NavigationStack {
            List(events, id: \.self) { event in
                Text(event)
            }
            .navigationTitle("Events")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { events.append("Meeting") }
                }
            }
            .navigationBarItems(leading: EditButton(), trailing: Button("Sort") { events.sort() })
        }
    }
}

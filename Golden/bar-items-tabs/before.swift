import SwiftUI

struct CalendarView: View {
	@State private var showsToday = false

	var body: some View {
		NavigationStack {
			List {
				Text("Today")
			}
			.navigationBarTitle("Calendar", displayMode: .inline)
			.navigationBarItems(leading: Button("Today") {
				showsToday = true
			}, trailing: EditButton())
		}
	}
}

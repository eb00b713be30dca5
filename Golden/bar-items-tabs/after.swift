import SwiftUI

struct CalendarView: View {
	@State private var showsToday = false

	var body: some View {
		NavigationStack {
			List {
				Text("Today")
			}
			.navigationTitle("Calendar")
			.navigationBarTitleDisplayMode(.inline)
			.toolbar {
				ToolbarItem(placement: .topBarLeading) {
					Button("Today") {
						showsToday = true
					}
				}
				ToolbarItem(placement: .topBarTrailing) {
					EditButton()
				}
			}
		}
	}
}

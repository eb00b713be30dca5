// CalendarView has a NavigationView of its own. It is pushed from the settings list in one
// file, where that NavigationView must go, and is a tab's root in another, where it must stay:
// one view cannot do both, so it is left as it is with a finding naming both places.
import SwiftUI

struct CalendarView: View {
    var events = ["Standup", "Lunch", "Review"]

    var body: some View {
        NavigationView {
            List(events, id: \.self) { event in
                Text(event)
            }
            .navigationTitle("Calendar")
        }
    }
}

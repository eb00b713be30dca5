import SwiftUI

struct NotificationsList: View {
    var groups: [[String]]

    var body: some View {
        List {
            ForEach(groups, id: \.self) { names in
                EventGroup(names: names)
            }
        }
    }
}

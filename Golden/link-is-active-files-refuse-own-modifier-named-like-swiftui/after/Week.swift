import SwiftUI

struct Week: View {
    var body: some View {
        NavigationView {
            VStack {
                ForEach(1..<4) { day in
                    DayRow(day: day)
                }
            }
            .preference(key: "week")
        }
    }
}

struct DayRow: View {
    let day: Int
    @State private var opensDay = false

    var body: some View {
        Text("\(day)")
            .onTapGesture { opensDay = true }
            .background(NavigationLink(destination: Text("Day"), isActive: $opensDay) { EmptyView() })
    }
}

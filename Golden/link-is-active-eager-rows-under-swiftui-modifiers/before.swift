import SwiftUI

struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

// `.preference`, `.coordinateSpace` and `.drawingGroup` are SwiftUI's, and put the stack of rows
// in no `List`: each row's hidden link becomes a `navigationDestination` on its row.
struct WeekStrip: View {
    let days = [1, 2, 3]
    @State private var height: CGFloat = 0

    var body: some View {
        NavigationView {
            VStack {
                ForEach(days, id: \.self) { day in
                    DayTile(day: day)
                }
            }
            .preference(key: HeightKey.self, value: 44)
            .onPreferenceChange(HeightKey.self) { height = $0 }
            .coordinateSpace(name: "strip")
            .drawingGroup()
        }
    }
}

private struct DayTile: View {
    let day: Int
    @State private var opensDay = false

    var body: some View {
        Text("\(day)")
            .onTapGesture { opensDay = true }
            .background(NavigationLink(destination: Text("Day \(day)"), isActive: $opensDay) { EmptyView() })
    }
}

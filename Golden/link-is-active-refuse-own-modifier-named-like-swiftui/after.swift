import SwiftUI

// The app's own `drawingGroup(rows:)` is not SwiftUI's `drawingGroup()`: it may put what it is
// applied to in a `List`, where a row's `navigationDestination` is not supported.
extension View {
    func drawingGroup(rows: Int) -> some View {
        List {
            self
        }
    }
}

struct Week: View {
    var body: some View {
        NavigationView {
            VStack {
                ForEach(1..<4) { day in
                    DayCell(day: day)
                }
            }
            .drawingGroup(rows: 3)
        }
    }
}

struct DayCell: View {
    let day: Int
    @State private var opensDay = false

    var body: some View {
        Text("\(day)")
            .onTapGesture { opensDay = true }
            .background(NavigationLink(destination: Text("Day"), isActive: $opensDay) { EmptyView() })
    }
}

// The row hands the views inside it a model through the environment, its hidden link among
// them: the link's destination reads it, and moved up into the list's view it would not get it,
// so the link stays, with a finding that says so.
import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}

struct Counter: Hashable {
    var name: String
}

struct TallyView: View {
    @EnvironmentObject var tally: Tally
    var counter: Counter

    var body: some View {
        Text("\(counter.name): \(tally.count)")
    }
}

struct CounterRow: View {
    let counter: Counter
    @State private var showsTally = false
    @StateObject private var tally = Tally()

    var body: some View {
        HStack {
            Text(counter.name)
            Button("Tally") { showsTally = true }
            NavigationLink(destination: TallyView(counter: counter), isActive: $showsTally) {
                EmptyView()
            }
        }
        .environmentObject(tally)
    }
}

struct CounterList: View {
    var counters: [Counter]

    var body: some View {
        NavigationView {
            List(counters, id: \.self) { counter in
                CounterRow(counter: counter)
            }
        }
        .navigationViewStyle(.stack)
    }
}

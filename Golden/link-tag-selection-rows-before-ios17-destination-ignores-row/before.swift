import SwiftUI

enum Plan: String, CaseIterable, Identifiable, Hashable {
    case monthly, yearly
    var id: String { rawValue }
}

// Every row opens the same form, which reads the selection itself: the destination tests only
// that something is selected.
struct PlanPicker: View {
    @State private var chosen: Plan?

    var body: some View {
        NavigationView {
            List {
                ForEach(Plan.allCases) { plan in
                    NavigationLink(plan.rawValue, tag: plan, selection: $chosen) {
                        checkout
                    }
                }
            }
            .navigationTitle(chosen?.rawValue ?? "Plans")
        }
        .navigationViewStyle(.stack)
    }

    private var checkout: some View {
        Text("Checkout for \(chosen?.rawValue ?? "")")
    }
}

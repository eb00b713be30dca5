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
        NavigationStack {
            List {
                ForEach(Plan.allCases) { plan in
                    Button(plan.rawValue) { chosen = plan }
                }
            }
            .navigationTitle(chosen?.rawValue ?? "Plans")
            .navigationDestination(isPresented: Binding(
                get: { Plan.allCases.contains(where: { $0 == chosen }) },
                set: { if !$0 { chosen = nil } }
            )) {
                if chosen != nil {
                    checkout
                }
            }
        }
    }

    private var checkout: some View {
        Text("Checkout for \(chosen?.rawValue ?? "")")
    }
}

import SwiftUI

struct MailboxView: View {
    @State private var isCompact = true
    let showsFilter: Bool

    var body: some View {
        NavigationStack {
            List { Text("Inbox") }
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        EditButton()
                    }
                    ToolbarItemGroup(placement: .navigationBarTrailing) {
                        Button("Compose") {}
                        Button("Filter") {}
                    }
                    ToolbarItem(placement: isCompact ? .navigationBarTrailing : (.bottomBar)) {
                        Button("Archive") {}
                    }
                    ToolbarItem(placement: ToolbarItemPlacement.navigationBarLeading) {
                        Text("Typed")
                    }
                    ToolbarItem(id: "sync", placement: SwiftUI.ToolbarItemPlacement.navigationBarTrailing) {
                        Text("Qualified")
                    }
                    ToolbarItem(placement: filterPlacement) {
                        Button("Sort") {}
                    }
                    ToolbarItem(placement: menuPlacement()) {
                        Button("Menu") {}
                    }
                }
        }
    }

    /// Placements chosen in code keep their value.
    private var filterPlacement: ToolbarItemPlacement {
        #if os(iOS)
            .navigationBarTrailing
        #else
            .automatic
        #endif
    }

    private func menuPlacement(leading: Bool = true) -> ToolbarItemPlacement {
        if leading {
            return .navigationBarLeading
        }
        return showsFilter ? .navigationBarTrailing : .principal
    }

    let defaultPlacement: ToolbarItemPlacement = .navigationBarLeading
    var optionalPlacement: ToolbarItemPlacement? {
        switch showsFilter {
        case true: .navigationBarTrailing
        case false: nil
        }
    }

    func item(placement: ToolbarItemPlacement = .navigationBarTrailing) -> some ToolbarContent {
        ToolbarItem(placement: placement) { Text("Item") }
    }
}

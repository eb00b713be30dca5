import SwiftUI

struct MailboxView: View {
    @State private var isCompact = true
    let showsFilter: Bool

    var body: some View {
        NavigationStack {
            List { Text("Inbox") }
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        EditButton()
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Compose") {}
                        Button("Filter") {}
                    }
                    ToolbarItem(placement: isCompact ? .topBarTrailing : (.bottomBar)) {
                        Button("Archive") {}
                    }
                    ToolbarItem(placement: ToolbarItemPlacement.topBarLeading) {
                        Text("Typed")
                    }
                    ToolbarItem(id: "sync", placement: SwiftUI.ToolbarItemPlacement.topBarTrailing) {
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
            .topBarTrailing
        #else
            .automatic
        #endif
    }

    private func menuPlacement(leading: Bool = true) -> ToolbarItemPlacement {
        if leading {
            return .topBarLeading
        }
        return showsFilter ? .topBarTrailing : .principal
    }

    let defaultPlacement: ToolbarItemPlacement = .topBarLeading
    var optionalPlacement: ToolbarItemPlacement? {
        switch showsFilter {
        case true: .topBarTrailing
        case false: nil
        }
    }

    func item(placement: ToolbarItemPlacement = .topBarTrailing) -> some ToolbarContent {
        ToolbarItem(placement: placement) { Text("Item") }
    }
}

import SwiftUI

/// A view handed a closure, whose body shows its navigation view in one branch only. Pushed,
/// it is a view like any other (not a wrapper the app applies as a modifier): its stack stays
/// in that branch (the push takes the other one).
struct AlbumForm: View {
    var embedsNavigation: Bool
    var onDone: (String?) -> Void

    var body: some View {
        if embedsNavigation {
            NavigationStack {
                form
                    .toolbar {
                        Button("Cancel") {
                            onDone(nil)
                        }
                    }
            }
        } else {
            form
        }
    }

    private var form: some View {
        Button("Save") {
            onDone("Summer")
        }
    }
}

struct AlbumPicker: View {
    var body: some View {
        NavigationStack {
            NavigationLink("New album") {
                AlbumForm(embedsNavigation: false) { _ in }
            }
        }
    }
}

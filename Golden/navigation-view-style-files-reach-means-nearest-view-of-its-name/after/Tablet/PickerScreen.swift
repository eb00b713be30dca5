import SwiftUI

final class PickerModel: ObservableObject {
    @Published var isPicking = false
}

struct PickerScreen: View {
    @ObservedObject var model: PickerModel

    var body: some View {
        NavigationView {
            VStack {
                let picking = Binding { model.isPicking } set: { model.isPicking = $0 }
                NavigationLink(isActive: picking) {
                    Text("Tablet picker")
                } label: {
                    Text("Pick")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

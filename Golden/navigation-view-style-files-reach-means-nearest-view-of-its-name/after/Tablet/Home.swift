import SwiftUI

struct HomeScreen: View {
    @StateObject private var model = PickerModel()

    var body: some View {
        PickerScreen(model: model)
    }
}

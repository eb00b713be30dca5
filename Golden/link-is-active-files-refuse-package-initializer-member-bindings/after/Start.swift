import SwiftUI

struct Start: View {
    @StateObject private var model = SignupModel()

    var body: some View {
        NavigationView {
            Signup(model: model)
        }
        .navigationViewStyle(.stack)
    }
}

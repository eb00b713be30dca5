import SwiftUI
import Combine

final class Model: ObservableObject {
    @Published var showDetail = false
    @Published var showSettings = false
}

struct DetailView: View {
    var body: some View {
        Text("Detail")
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}

struct DashboardView: View {
    @StateObject private var viewModel = Model()

    var body: some View {
        NavigationView {
            VStack(spacing: 20) {
                NavigationLink(destination: DetailView(), isActive: $viewModel.showDetail) {
                    Text("Show detail")
                }
                NavigationLink("Settings", isActive: $viewModel.showSettings) {
                    SettingsView()
                }
            }
            .padding()
        }
    }
}

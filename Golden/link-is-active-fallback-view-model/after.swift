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
        NavigationStack {
            VStack(spacing: 20) {
                Button { viewModel.showDetail = true } label: {
                    Text("Show detail")
                }
                Button("Settings") { viewModel.showSettings = true }
            }
            .padding()
            .navigationDestination(isPresented: $viewModel.showDetail) {
                DetailView()
            }
            .navigationDestination(isPresented: $viewModel.showSettings) {
                SettingsView()
            }
        }
    }
}

import SwiftUI

enum Destination: Hashable {
    case printer

    @ViewBuilder func screen() -> some View {
        switch self {
        case .printer: PrinterScreen()
        }
    }
}

// The route's views are read in a coordinator's function, whose callers navmigrate does not
// follow: the navigation view stays, with a finding that says where it lost track.
final class Coordinator {
    func screen(for destination: Destination) -> AnyView { AnyView(destination.screen()) }
}

struct OfficeView: View {
    let coordinator = Coordinator()
    @State private var path: [Destination] = []

    var body: some View {
        NavigationStack(path: $path) {
            List { NavigationLink("Printer", value: Destination.printer) }
                .navigationDestination(for: Destination.self) { coordinator.screen(for: $0) }
        }
    }
}

struct PrinterScreen: View {
    var body: some View {
        NavigationView {
            Form {
                NavigationLink("Calibrate") { Text("Calibrate") }
            }
            .navigationTitle("Printer")
        }
    }
}

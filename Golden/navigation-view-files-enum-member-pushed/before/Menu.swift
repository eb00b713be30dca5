import SwiftUI

enum Menu: String, CaseIterable, Identifiable {
    case profile, about

    var id: String { rawValue }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .profile: ProfileView()
        case .about: AboutView()
        }
    }
}

import SwiftUI

enum Setting: String, CaseIterable, Identifiable {
    case general, privacy

    var id: String { rawValue }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .general: GeneralView()
        case .privacy: PrivacyView()
        }
    }
}

import SwiftUI

struct PaletteView: View {
    var body: some View {
        Text("팔레트")
    }
}

struct ColorMenu: View {
    var body: some View {
        NavigationStack {
            HStack { Text("🎨 색상"); NavigationLink("팔레트 열기", isActive: .constant(false)) { PaletteView() } }
        }
    }
}

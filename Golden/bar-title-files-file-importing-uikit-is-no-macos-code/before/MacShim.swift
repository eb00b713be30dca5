import SwiftUI

#if os(macOS)
extension View {
    func navigationBarTitle(_ title: LocalizedStringKey) -> some View { self }
}
#endif

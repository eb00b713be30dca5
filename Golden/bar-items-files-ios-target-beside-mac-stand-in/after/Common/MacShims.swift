import SwiftUI

#if os(macOS)
struct EditButton {}

extension View {
    func navigationBarItems(trailing: EditButton) -> some View { self }
}
#endif

import SwiftUI
extension RoomRows {
    func resetIfNeeded() {
        if room == .kitchen { room = nil }
    }
}

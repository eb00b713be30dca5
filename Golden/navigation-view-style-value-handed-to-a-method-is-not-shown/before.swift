import SwiftUI

enum SendFailure: Error {
    case Offline(reason: String)
}

// What an action closure hands to a method of a value a type holds
// (`NotificationCenter.default.post(...)`), and the pattern of a `catch`
// (`SendFailure.Offline(reason:)`), are not views the navigation view shows: the style goes
// with it.
struct Compose: View {
    var body: some View {
        NavigationView {
            SendRow(title: "Send") {
                do {
                    try send()
                    NotificationCenter.default.post(Notification(name: .init("sent")))
                } catch let SendFailure.Offline(reason: reason) {
                    print(reason)
                } catch {
                    print(error)
                }
            }
            .navigationViewStyle(.stack)
        }
    }

    private func send() throws {}
}

struct SendRow: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}

import SwiftUI

// The app's own hidden-link views: their `body` is only a hidden link, which nothing in
// them can carry the destination of. A `Color.clear` of no size carries it, as the link took
// no room, and their callers (beside other views, behind one) stay as they are.
struct HiddenLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(isPresented: $isActive) {
                destination
            }
    }
}

struct Flow<Content: View>: View {
    @Binding var isActive: Bool
    let content: () -> Content

    init(isActive: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        _isActive = isActive
        self.content = content
    }

    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(isPresented: $isActive) {
                VStack { content() }
            }
    }
}

// Returned, or declared in an extension, the body is the same.
struct ReturnedLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        return Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(isPresented: $isActive) {
                destination
            }
    }
}

struct ExtendedLink<Destination: View> {
    let destination: Destination
    @Binding var isActive: Bool
}

extension ExtendedLink: View {
    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(isPresented: $isActive) {
                destination
            }
    }
}

// A body that is branches, each only a hidden link (which one shows depends on what the view
// is handed): each branch's link becomes the carrier of its own destination, in its branch,
// so only the destination of the branch shown is there, as only its link was.
struct InviteLinks: View {
    @Binding var isPushed: Bool
    let code: String?
    let email: String?

    var body: some View {
        if let code {
            Color.clear
                .frame(width: 0, height: 0)
                .navigationDestination(isPresented: $isPushed) {
                    Text("Code \(code)")
                }
        } else if let email {
            Color.clear
                .frame(width: 0, height: 0)
                .navigationDestination(isPresented: $isPushed) {
                    Text("Mail \(email)")
                }
        }
    }
}

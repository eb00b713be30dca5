import SwiftUI

struct CreateAccountView: View {
    var body: some View {
        Text("Create account")
    }
}

// A hidden link that only an `if` shows existed only while its condition held: setting the
// flag pushed only then, and the pushed view went when the condition stopped holding. Its
// destination goes on the view around the `if`, presented only while the condition holds,
// and keeps the `if` for the names it binds.
struct LoginView: View {
    @State private var accepted = false
    @State private var createAccount = false

    var body: some View {
        VStack {
            Toggle("I accept the terms", isOn: $accepted)
            Button("Create account") { createAccount = true }
        }
        // Sign-up follows the terms.
        .navigationDestination(isPresented: accepted ? $createAccount : .constant(false)) {
            CreateAccountView()
        }
    }
}

struct Post: Identifiable {
    let id: Int
    var author: String?
}

struct ThreadModel {
    let post: Post
}

struct ThreadView: View {
    let thread: ThreadModel
    var body: some View {
        Text("Thread \(thread.post.id)")
    }
}

// An optional binding is tested as `!= nil`; the declarations of the branch that the
// destination uses go with it; nested `if`s join their conditions.
struct TimelineView: View {
    @State private var openPost: Post?
    @State private var isThreadOpen = false
    @State private var isAuthorOpen = false
    @State private var showsAuthors = true

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open") {
                    openPost = Post(id: 1, author: "Ann")
                    isThreadOpen = true
                }
                Button("Author") { isAuthorOpen = true }
            }
            .navigationDestination(isPresented: openPost != nil ? $isThreadOpen : .constant(false)) {
                if let openPost {
                    let thread = ThreadModel(post: openPost)
                    ThreadView(thread: thread)
                }
            }
            .navigationDestination(
                isPresented: (showsAuthors || openPost == nil) && openPost?.author != nil
                    ? $isAuthorOpen : .constant(false)
            ) {
                if let author = openPost?.author {
                    Text(author)
                }
            }
        }
    }
}

// In a helper the body uses in one place: the helper is left showing nothing. A visible link
// under a condition becomes a button that carries its own destination, inside the condition.
struct SettingsView: View {
    @State private var isEnabled = true
    @State private var opensHelp = false
    @State private var opensAdvanced = false

    var body: some View {
        NavigationStack {
            VStack {
                helpLink
                Toggle("Enabled", isOn: $isEnabled)
                if isEnabled {
                    Button { opensAdvanced = true } label: {
                        Text("Advanced")
                    }
                    .navigationDestination(isPresented: $opensAdvanced) {
                        Text("Advanced")
                    }
                }
                Button("Help") { opensHelp = true }
                Button("Skip to advanced") { opensAdvanced = true }
            }
            .navigationDestination(isPresented: isEnabled ? $opensHelp : .constant(false)) {
                Text("Help")
            }
        }
    }

    @ViewBuilder private var helpLink: some View {
        EmptyView()
    }
}

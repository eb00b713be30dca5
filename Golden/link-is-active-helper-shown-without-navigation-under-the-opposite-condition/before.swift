import SwiftUI

// `form` is shown in both branches of `if embedded`, with a navigation view in the `else` only;
// its link is under `if !embedded`, so it is built only where that navigation view is: one
// evaluation of the body reads `embedded` alike in both places. The link migrates.
struct SignUpForm: View {
    var embedded = false
    @State private var goesNext = false

    var body: some View {
        if embedded {
            form
        } else {
            NavigationView {
                form
            }
            .navigationViewStyle(.stack)
        }
    }

    private var form: some View {
        Form {
            if !embedded {
                NavigationLink("", isActive: $goesNext) {
                    Text("Step two")
                }
                .hidden()
            }
            Button("Next") {
                goesNext = true
            }
        }
    }
}

struct Welcome: View {
    @State private var signsUp = true

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Sign up") {
                    SignUpForm(embedded: true)
                }
            }
        }
        .navigationViewStyle(.stack)
        .sheet(isPresented: $signsUp) {
            SignUpForm()
        }
    }
}

import SwiftUI

struct PhoneStep: View {
    @State private var number = ""
    @State private var showsCode = false

    var body: some View {
        VStack(spacing: 16) {
            TextField("Phone number", text: $number)
            Button("Send code") { showsCode = true }
        }
        .padding()
        .navigationDestination(isPresented: $showsCode) {
            CodeStep()
        }
    }
}

struct CodeStep: View {
    var body: some View {
        Text("Enter the code")
    }
}

struct SignUp: View {
    var body: some View {
        NavigationStack {
            PhoneStep()
        }
    }
}

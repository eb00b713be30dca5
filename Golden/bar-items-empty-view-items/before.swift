import SwiftUI

// `EmptyView()` written to fill a `navigationBarItems` argument puts nothing in the bar: it gets
// no `ToolbarItem`, and a call with nothing else goes.

struct Quiz: View {
    var body: some View {
        Text("Quiz")
            .navigationBarBackButtonHidden(true)
            .navigationBarItems(leading: EmptyView(), trailing: Text("5"))
    }
}

struct Blank: View {
    var body: some View {
        Text("Blank")
            .navigationBarItems(trailing: EmptyView())
            .padding()
    }
}

import SwiftUI

/// Shows `header()` above the content in a navigation view, and `help()` in a sheet.
struct Frame<Header: View, Help: View>: ViewModifier {
    let header: () -> Header
    let help: () -> Help
    @State private var showsHelp = false

    func body(content: Content) -> some View {
        NavigationStack {
            VStack {
                header()
                content
            }
        }
        .sheet(isPresented: $showsHelp) {
            help()
        }
    }
}

extension View {
    func framed<Header: View, Help: View>(@ViewBuilder header: @escaping () -> Header,
                                          @ViewBuilder help: @escaping () -> Help) -> some View {
        modifier(Frame(header: header, help: help))
    }
}

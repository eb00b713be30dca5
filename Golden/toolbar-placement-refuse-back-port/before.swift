import SwiftUI

#if !compiler(>=5.9)
/// Xcode 14's SDK has no `topBarLeading` or `topBarTrailing`: the names the views below use.
extension ToolbarItemPlacement {
    static let topBarLeading = navigationBarLeading
    static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
}
#endif

struct FeedView: View {
    var body: some View {
        Text("Feed")
            .toolbar {
                #if compiler(>=5.9)
                ToolbarItem(placement: .topBarLeading) {
                    Button("Filter") {}
                }
                #else
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Filter") {}
                }
                #endif
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("New") {}
                }
            }
    }
}

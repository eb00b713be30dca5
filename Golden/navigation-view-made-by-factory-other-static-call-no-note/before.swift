import SwiftUI

enum ReportFactory {
    static func makeReport() -> ReportScreen { ReportScreen() }
    static func schedule() {}
}

// A call of another static function of the factory says nothing of where its views show: no
// note names it.
final class Launcher {
    func start() { ReportFactory.schedule() }
}

struct ReportScreen: View {
    var body: some View {
        NavigationView {
            Text("This week")
                .navigationTitle("Report")
        }
    }
}

import SwiftUI

/// Every screen of the app.
protocol Screen: View {}

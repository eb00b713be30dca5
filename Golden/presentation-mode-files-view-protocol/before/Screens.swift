import SwiftUI

protocol Screen: View {}

protocol BaseView: Screen {
    var title: String { get }
}

/// Not a view: a type that conforms to it may run anywhere.
protocol Describing {
    var summary: String { get }
}

import SwiftUI

extension CabinsRoot {
    var selection: Int { cabins.count }
}

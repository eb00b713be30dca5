import SwiftUI
import XCTest

// A snapshot test makes the view outside any navigation view: that is not where the app shows it.
final class ProfileSnapshotTests: XCTestCase {
    func testProfile() {
        let view = Profile()
        XCTAssertNotNil(view.body)
    }
}

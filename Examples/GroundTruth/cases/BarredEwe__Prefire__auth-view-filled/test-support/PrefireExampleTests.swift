import Foundation
import Prefire

// MARK: - Generated Tests

let tests = PreviewTests.self

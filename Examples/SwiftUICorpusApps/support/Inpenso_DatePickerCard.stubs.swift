import SwiftUI

enum HapticFeedback {
    static func impact() {}
    static func selection() {}
    static func success() {}
    static func error() {}
    static func warning() {}
}

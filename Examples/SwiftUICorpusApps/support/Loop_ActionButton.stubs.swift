import SwiftUI

// App environment key (Loop WatchApp Extension/Views/Extensions/Environment+SizeClass.swift), reduced.
// WKInterfaceDevice is WatchKit (not SwiftUI); only the nested app enum is stubbed here.
final class WKInterfaceDevice {
    enum SizeClass: CaseIterable {
        case size38mm, size42mm, size40mm, size44mm, size41mm, size45mm
        var hasRoundedCorners: Bool {
            switch self {
            case .size40mm, .size41mm, .size44mm, .size45mm: return true
            case .size38mm, .size42mm: return false
            }
        }
    }
}

private struct SizeClassKey: EnvironmentKey {
    static let defaultValue = WKInterfaceDevice.SizeClass.size40mm
}

extension EnvironmentValues {
    var sizeClass: WKInterfaceDevice.SizeClass {
        get { self[SizeClassKey.self] }
        set { self[SizeClassKey.self] = newValue }
    }
}

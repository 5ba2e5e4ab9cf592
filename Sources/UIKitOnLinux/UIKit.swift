// `import UIKit` on Linux: a module of that name with the UIKit names TesseraUI declares for app
// code next to SwiftUI (`UIColor`, `UIImage`, `UIScreen`, `UIDevice`, the feedback generators,
// trait and keyboard enums; see Docs/SwiftUICompatibility.md) and Foundation, as UIKit re-exports
// it, so a SwiftUI file that also imports UIKit compiles unchanged. UIKit's views and controllers
// are not drawn. Part of the TesseraUI product on Linux only: on Apple's systems the real framework
// stays in charge.
@_exported import Foundation

@_exported import enum TesseraUI.UIAccessibilityContrast
@_exported import struct TesseraUI.UIColor
@_exported import class TesseraUI.UIDevice
@_exported import enum TesseraUI.UIDeviceOrientation
@_exported import class TesseraUI.UIImage
@_exported import class TesseraUI.UIImpactFeedbackGenerator
@_exported import enum TesseraUI.UIKeyboardType
@_exported import class TesseraUI.UINotificationFeedbackGenerator
@_exported import class TesseraUI.UIScreen
@_exported import class TesseraUI.UISelectionFeedbackGenerator
@_exported import struct TesseraUI.UITextContentType
@_exported import struct TesseraUI.UITraitCollection
@_exported import enum TesseraUI.UIUserInterfaceIdiom
@_exported import enum TesseraUI.UIUserInterfaceStyle

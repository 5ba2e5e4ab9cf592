// `import UIKit` on Linux: a module of that name with the UIKit names TesseraUI declares for app
// code next to SwiftUI (colors, images, fonts, Bézier paths, the screen, device and application,
// the pasteboard, views and view controllers to show through `UIViewRepresentable`; see
// Docs/SwiftUICompatibility.md) and Foundation, as UIKit re-exports it, so a SwiftUI file that also
// imports UIKit compiles unchanged. Part of the TesseraUI product on Linux only: on Apple's systems
// the real framework stays in charge.
@_exported import Foundation

@_exported import struct TesseraUI.CACornerMask
@_exported import class TesseraUI.CALayer
@_exported import struct TesseraUI.CALayerCornerCurve
@_exported import class TesseraUI.CGColor
@_exported import enum TesseraUI.CGLineCap
@_exported import enum TesseraUI.CGLineJoin
@_exported import enum TesseraUI.NSLayoutConstraint
@_exported import enum TesseraUI.NSLineBreakMode
@_exported import enum TesseraUI.NSTextAlignment
@_exported import enum TesseraUI.UIAccessibility
@_exported import enum TesseraUI.UIAccessibilityContrast
@_exported import class TesseraUI.UIAction
@_exported import class TesseraUI.UIActivity
@_exported import class TesseraUI.UIActivityIndicatorView
@_exported import class TesseraUI.UIActivityViewController
@_exported import class TesseraUI.UIAlertAction
@_exported import class TesseraUI.UIAlertController
@_exported import class TesseraUI.UIApplication
@_exported import class TesseraUI.UIBarAppearance
@_exported import class TesseraUI.UIBarButtonItem
@_exported import class TesseraUI.UIBezierPath
@_exported import class TesseraUI.UIBlurEffect
@_exported import class TesseraUI.UIButton
@_exported import struct TesseraUI.UIColor
@_exported import class TesseraUI.UIControl
@_exported import class TesseraUI.UIDevice
@_exported import enum TesseraUI.UIDeviceOrientation
@_exported import protocol TesseraUI.UIDocumentPickerDelegate
@_exported import class TesseraUI.UIDocumentPickerViewController
@_exported import struct TesseraUI.UIEdgeInsets
@_exported import class TesseraUI.UIFont
@_exported import class TesseraUI.UIImage
@_exported import class TesseraUI.UIImagePickerController
@_exported import protocol TesseraUI.UIImagePickerControllerDelegate
@_exported import class TesseraUI.UIImageView
@_exported import class TesseraUI.UIImpactFeedbackGenerator
@_exported import struct TesseraUI.UIInterfaceOrientationMask
@_exported import enum TesseraUI.UIKeyboardType
@_exported import class TesseraUI.UILabel
@_exported import struct TesseraUI.UILayoutPriority
@_exported import enum TesseraUI.UIModalPresentationStyle
@_exported import class TesseraUI.UINavigationBar
@_exported import class TesseraUI.UINavigationBarAppearance
@_exported import class TesseraUI.UINavigationController
@_exported import protocol TesseraUI.UINavigationControllerDelegate
@_exported import class TesseraUI.UINotificationFeedbackGenerator
@_exported import class TesseraUI.UIPageControl
@_exported import class TesseraUI.UIPasteboard
@_exported import struct TesseraUI.UIRectCorner
@_exported import class TesseraUI.UIResponder
@_exported import enum TesseraUI.UIReturnKeyType
@_exported import class TesseraUI.UIScene
@_exported import class TesseraUI.UIScreen
@_exported import class TesseraUI.UIScrollView
@_exported import class TesseraUI.UISearchBar
@_exported import protocol TesseraUI.UISearchBarDelegate
@_exported import class TesseraUI.UISelectionFeedbackGenerator
@_exported import class TesseraUI.UISwitch
@_exported import class TesseraUI.UITabBar
@_exported import class TesseraUI.UITabBarAppearance
@_exported import class TesseraUI.UITableView
@_exported import class TesseraUI.UITableViewCell
@_exported import enum TesseraUI.UITextAutocapitalizationType
@_exported import enum TesseraUI.UITextAutocorrectionType
@_exported import struct TesseraUI.UITextContentType
@_exported import class TesseraUI.UITextField
@_exported import protocol TesseraUI.UITextFieldDelegate
@_exported import class TesseraUI.UITextView
@_exported import protocol TesseraUI.UITextViewDelegate
@_exported import class TesseraUI.UIToolbar
@_exported import class TesseraUI.UIToolbarAppearance
@_exported import struct TesseraUI.UITraitCollection
@_exported import enum TesseraUI.UIUserInterfaceIdiom
@_exported import enum TesseraUI.UIUserInterfaceStyle
@_exported import class TesseraUI.UIView
@_exported import class TesseraUI.UIViewController
@_exported import class TesseraUI.UIVisualEffect
@_exported import class TesseraUI.UIVisualEffectView
@_exported import class TesseraUI.UIWindow
@_exported import class TesseraUI.UIWindowScene

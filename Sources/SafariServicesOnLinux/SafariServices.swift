// `import SafariServices` on Linux: a module of that name with the in-app browser TesseraUI
// declares (`SFSafariViewController`, its configuration and delegate), so a SwiftUI file that wraps
// it in `UIViewControllerRepresentable` compiles unchanged. A still cannot show a web page: the
// controller is named in the render's warnings. Part of the TesseraUI product on Linux only: on
// Apple's systems the real framework stays in charge.
@_exported import UIKit

@_exported import class TesseraUI.SFSafariViewController
@_exported import protocol TesseraUI.SFSafariViewControllerDelegate

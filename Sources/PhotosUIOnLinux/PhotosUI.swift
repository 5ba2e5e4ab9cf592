// `import PhotosUI` on Linux: a module of that name with the photo pickers TesseraUI declares
// (SwiftUI's `PhotosPicker` and `PhotosPickerItem`, UIKit's `PHPickerViewController` with its
// configuration, filter and results, `PHPhotoLibrary`), so a file that offers a photo picker
// compiles unchanged. A still has no photo library: a picker button draws its label, a presented
// or inline library draws nothing and the render's warnings say so, and items never load. Part of
// the TesseraUI product on Linux only: on Apple's systems the real framework stays in charge.
@_exported import UIKit

@_exported import class TesseraUI.NSItemProvider
@_exported import enum TesseraUI.PHAccessLevel
@_exported import enum TesseraUI.PHAuthorizationStatus
@_exported import class TesseraUI.PHPhotoLibrary
@_exported import struct TesseraUI.PHPickerCapabilities
@_exported import struct TesseraUI.PHPickerConfiguration
@_exported import struct TesseraUI.PHPickerFilter
@_exported import struct TesseraUI.PHPickerResult
@_exported import class TesseraUI.PHPickerViewController
@_exported import protocol TesseraUI.PHPickerViewControllerDelegate
@_exported import struct TesseraUI.PhotosPicker
@_exported import struct TesseraUI.PhotosPickerItem
@_exported import struct TesseraUI.PhotosPickerSelectionBehavior
@_exported import struct TesseraUI.PhotosPickerStyle

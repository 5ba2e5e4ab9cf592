import Foundation

#if !canImport(Darwin)
  /// What a `UIDocumentPickerViewController` tells its delegate; every method has a default that
  /// does nothing. Nothing is picked in a still, so none is called.
  @MainActor @preconcurrency public protocol UIDocumentPickerDelegate: AnyObject {
    /// Documents were picked.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The picker was cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
  }

  extension UIDocumentPickerDelegate {
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
    }
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
  }

  /// UIKit's document picker: made and configured as on iOS; the system draws it (a files browser
  /// outside the app's views), so it draws nothing here and the render's warnings say so.
  @MainActor @preconcurrency open class UIDocumentPickerViewController: UIViewController {
    /// The types of document that can be opened; empty when exporting.
    public let contentTypes: [UTType]
    /// The documents to export; empty when opening.
    public let exportedURLs: [URL]
    /// Whether documents are copied into the app. Default false.
    public let asCopy: Bool
    /// The delegate told what is picked.
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether several documents can be picked. Default false.
    open var allowsMultipleSelection = false
    /// The folder the picker opens in.
    open var directoryURL: URL?
    /// Whether file name extensions are shown. Default false.
    open var shouldShowFileExtensions = false

    /// A picker that opens documents of some types.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
      self.contentTypes = contentTypes
      self.exportedURLs = []
      self.asCopy = asCopy
      super.init(nibName: nil, bundle: nil)
    }
    /// A picker that exports documents.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
      self.contentTypes = []
      self.exportedURLs = urls
      self.asCopy = asCopy
      super.init(nibName: nil, bundle: nil)
    }
    /// A picker from an archive: none here.
    public required init?(coder: NSCoder) { return nil }
  }
#endif

import Foundation

#if !canImport(Darwin)
  /// How a UIKit photo picker is set up, as PhotosUI's.
  nonisolated public struct PHPickerConfiguration: Equatable, Sendable {
    /// How picked items are numbered.
    public enum Selection: Int, Equatable, Sendable {
      /// Unordered.
      case `default`
      /// In the order picked.
      case ordered
      /// Kept while the picker is open.
      case continuous
      /// Continuous and ordered.
      case continuousAndOrdered
    }
    /// How assets are given to the app.
    public enum AssetRepresentationMode: Int, Equatable, Sendable {
      /// As the system decides.
      case automatic
      /// The current encoding.
      case current
      /// The most compatible encoding.
      case compatible
    }
    /// Which assets are offered; nil for all.
    public var filter: PHPickerFilter?
    /// The most items picked; 0 for no limit. Default 1.
    public var selectionLimit = 1
    /// How picked items are numbered. Default `.default`.
    public var selection: Selection = .default
    /// How assets are given. Default `.automatic`.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// Identifiers of the items picked already.
    public var preselectedAssetIdentifiers: [String] = []
    /// A configuration with the defaults.
    public init() {}
    /// A configuration for a library (its identifiers are given with results).
    public init(photoLibrary: PHPhotoLibrary) {}
  }

  /// An item picked with a UIKit photo picker.
  nonisolated public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    /// The item's data.
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the configuration had a library.
    public let assetIdentifier: String?
    /// Whether two results are the same item.
    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
      a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
    }
    /// Hashes the result.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(itemProvider)) }
  }

  /// What a UIKit photo picker tells its owner.
  @MainActor @preconcurrency public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished picking (never, in a still).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
  }

  /// PhotosUI's UIKit photo picker: made and configured as on iOS; the system presents it outside
  /// the app's views, so it draws nothing and the warnings say so.
  @MainActor @preconcurrency open class PHPickerViewController: UIViewController {
    /// The picker's configuration.
    public let configuration: PHPickerConfiguration
    /// Who hears what was picked.
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    /// A picker with a configuration.
    public init(configuration: PHPickerConfiguration) {
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }
    /// A picker from an archive: none here.
    public required init?(coder: NSCoder) { return nil }
    /// Moves the library to an asset (nothing to show here).
    open func scrollToInitialPosition() {}
  }

  /// Foundation's item provider (missing from Foundation on Linux): what a picked or dropped item
  /// can load as. Here it holds no data: loading answers an error.
  nonisolated open class NSItemProvider: @unchecked Sendable {
    /// Why an item cannot load.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
      /// A sentence naming the problem.
      public var description: String {
        "the item provider has no data here (a still picks and drops nothing)"
      }
    }
    /// The type identifiers the item can load as (none).
    open var registeredTypeIdentifiers: [String] { [] }
    /// A suggested file name.
    open var suggestedName: String?
    /// An empty provider.
    public init() {}
    /// Whether the item can load as a type identifier: never here.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
    /// Loads the item's data: calls back with an error.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      completionHandler(nil, LoadError())
      return Progress(totalUnitCount: 0)
    }
    /// Loads the item as a file: calls back with an error.
    @discardableResult
    open func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      completionHandler(nil, LoadError())
      return Progress(totalUnitCount: 0)
    }
    /// Whether the item can load as an object of a class (a `UIImage`): never here.
    open func canLoadObject(ofClass aClass: Any.Type) -> Bool { false }
    /// Loads the item as an object of a class (a `UIImage`): calls back with an error.
    @discardableResult
    open func loadObject(
      ofClass aClass: Any.Type, completionHandler: @escaping @Sendable (Any?, (any Error)?) -> Void
    ) -> Progress {
      completionHandler(nil, LoadError())
      return Progress(totalUnitCount: 0)
    }
  }
#endif

import Foundation

#if !canImport(Darwin)
  /// An item picked in a photos picker, as PhotosUI's: an identifier of a library asset whose data
  /// loads as a `Transferable` type. A still picks nothing, so an item made in code loads nothing:
  /// `loadTransferable` throws ``PhotosPickerItem/LoadError``.
  nonisolated public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// How an item's encoding is chosen when it has several.
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
      /// As the system decides.
      case automatic
      /// The current encoding (HEIC, HEVC…).
      case current
      /// The most compatible encoding (JPEG, H.264…).
      case compatible
    }

    /// Why an item's data cannot load: there is no photo library here.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
      /// The item's identifier.
      public let itemIdentifier: String?
      /// A sentence naming the problem.
      public var description: String {
        "photo library item \(itemIdentifier ?? "(no identifier)") cannot load: there is no photo library here"
      }
    }

    /// The identifier of the asset in the library; nil when the picker was not given one.
    public let itemIdentifier: String?
    /// The content types the item's data can load as (none here).
    public var supportedContentTypes: [UTType] { [] }

    /// An item of a library asset identifier.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// Loads the item's data as `type`: throws ``LoadError`` (there is no library).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
      throw LoadError(itemIdentifier: itemIdentifier)
    }

    /// Loads the item's data as `type`, calling `completionHandler` with ``LoadError``.
    @discardableResult
    public func loadTransferable<T: Transferable>(
      type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
      completionHandler(.failure(LoadError(itemIdentifier: itemIdentifier)))
      let progress = Progress(totalUnitCount: 1)
      progress.completedUnitCount = 1
      return progress
    }
  }

  /// Which assets a picker offers, as PhotosUI's.
  nonisolated public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let name: String
    /// Photos.
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    /// Panoramas.
    public static let panoramas = PHPickerFilter(name: "panoramas")
    /// Bursts.
    public static let bursts = PHPickerFilter(name: "bursts")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos")
    /// Depth-effect photos.
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    /// Any of the filters.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
      PHPickerFilter(name: "any(" + filters.map(\.name).joined(separator: ",") + ")")
    }
    /// All of the filters.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
      PHPickerFilter(name: "all(" + filters.map(\.name).joined(separator: ",") + ")")
    }
    /// Not the filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
      PHPickerFilter(name: "not(\(filter.name))")
    }
  }

  /// The user's photo library, as Photos' `PHPhotoLibrary`: there is none here, and access is
  /// never granted.
  nonisolated public final class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    /// The shared library.
    public class func shared() -> PHPhotoLibrary { library }
    /// Whether the app may read the library: never authorized here.
    public class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
      .notDetermined
    }
    /// Asks for access: answers `.denied` at once (there is no one to ask).
    public class func requestAuthorization(
      for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) { handler(.denied) }
    /// Asks for access: `.denied` (there is no one to ask).
    public class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
      .denied
    }
  }

  /// How much of the library the app asks for.
  nonisolated public enum PHAccessLevel: Int, Sendable {
    /// Adding only.
    case addOnly = 1
    /// Reading and writing.
    case readWrite = 2
  }

  /// Whether the app may use the library.
  nonisolated public enum PHAuthorizationStatus: Int, Sendable {
    /// Not asked yet.
    case notDetermined
    /// Restricted by the device's owner.
    case restricted
    /// Refused.
    case denied
    /// Granted.
    case authorized
    /// Granted for some items.
    case limited
  }
#endif

import Foundation

#if !canImport(Darwin)
  /// UIKit's pasteboard, so copy and paste code compiles: the general pasteboard starts empty, and
  /// what a render copies stays in this process (it never reaches the machine's clipboard).
  nonisolated public final class UIPasteboard: @unchecked Sendable {
    /// Posted when the pasteboard's contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// The pasteboard shared by apps: here, one per process, empty at first.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var stored: [Any] = []

    /// A pasteboard.
    init() {}

    private func items<T>(_ type: T.Type) -> [T] { lock.withLock { stored.compactMap { $0 as? T } } }
    private func set(_ values: [Any]) { lock.withLock { stored = values } }

    /// The first string; setting it replaces the contents.
    public var string: String? {
      get { items(String.self).first }
      set { set(newValue.map { [$0] } ?? []) }
    }
    /// Every string; setting them replaces the contents.
    public var strings: [String]? {
      get { let s = items(String.self); return s.isEmpty ? nil : s }
      set { set(newValue ?? []) }
    }
    /// The first URL; setting it replaces the contents.
    public var url: URL? {
      get { items(URL.self).first }
      set { set(newValue.map { [$0] } ?? []) }
    }
    /// The first image; setting it replaces the contents.
    public var image: UIImage? {
      get { items(UIImage.self).first }
      set { set(newValue.map { [$0] } ?? []) }
    }
    /// The first color; setting it replaces the contents.
    public var color: UIColor? {
      get { items(UIColor.self).first }
      set { set(newValue.map { [$0] } ?? []) }
    }
    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { !items(String.self).isEmpty }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { !items(URL.self).isEmpty }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { !items(UIImage.self).isEmpty }
    /// How many items the pasteboard holds.
    public var numberOfItems: Int { lock.withLock { stored.count } }
  }
#endif

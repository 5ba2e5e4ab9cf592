/// The kinds of offline notice.
public enum OfflinePopupVariant: String, Hashable, Sendable, CaseIterable {
  /// No connection at all.
  case offline
  /// A slow or unstable connection.
  case degraded
}

private protocol OfflineVariantLogic: Sendable {
  var icon: String { get }
  var title: String { get }
}

private struct OfflineNotice: OfflineVariantLogic {
  var icon: String { "wifi_off" }
  var title: String { "You're offline" }
}

private struct DegradedNotice: OfflineVariantLogic {
  var icon: String { "network_check" }
  var title: String { "Slow connection" }
}

/// The content of an ``OfflinePopup``: its variant, message and retry title.
public struct OfflinePopupConfiguration: Sendable {
  /// The message.
  public let message: String
  /// The retry button's title, or nil for none.
  public let retryTitle: String?
  /// The variant.
  public let variant: OfflinePopupVariant
  private let logic: any OfflineVariantLogic

  /// Creates a configuration.
  public init(message: String, retryTitle: String? = "Try again", variant: OfflinePopupVariant = .offline) {
    self.message = message
    self.retryTitle = retryTitle
    self.variant = variant
    switch variant {
    case .offline: logic = OfflineNotice()
    case .degraded: logic = DegradedNotice()
    }
  }

  /// The icon name.
  public var icon: String { logic.icon }
  /// The title.
  public var title: String { logic.title }
}

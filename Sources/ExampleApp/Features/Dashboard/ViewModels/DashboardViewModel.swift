import Observation
import UILibrary

/// The dashboard's logic: loading the products and turning them into cards; offline and
/// failure states.
@Observable
public final class DashboardViewModel {
  /// Where the dashboard stands.
  public enum State: Hashable, Sendable {
    /// Not loaded yet.
    case idle
    /// The products are being fetched.
    case loading
    /// The products (possibly none).
    case content([Product])
    /// Loading failed.
    case error(DashboardError)
  }

  /// Where the dashboard stands.
  public private(set) var state: State
  private let service: any ProductServiceProtocol

  /// Creates the view model.
  /// - Parameters:
  ///   - service: Lists the products.
  ///   - state: The state to start in (previews start in any). Default `.idle`.
  public init(service: any ProductServiceProtocol, state: State = .idle) {
    self.service = service
    self.state = state
  }

  /// Fetches the products: `.loading`, then `.content` or `.error`. Also the "Try again" action.
  public func load() async {
    guard state != .loading else { return }
    state = .loading
    do {
      state = .content(try await service.products())
    } catch let error as DashboardError {
      state = .error(error)
    } catch {
      state = .error(.unavailable("The products could not be loaded. Try again in a moment."))
    }
  }

  /// The cards to show: one per product, the category and price as the subtitle.
  /// - Parameter variant: `.compact` on phones, `.regular` (with the summary and actions) on
  ///   tablets.
  public func cards(_ variant: ProductCardVariant) -> [ProductCardConfiguration] {
    guard case .content(let products) = state else { return [] }
    return products.map { p in
      ProductCardConfiguration(
        title: p.name, subtitle: "\(p.category) · \(Self.price(p.priceCents))", description: p.summary,
        badge: p.badge, icon: p.icon, variant: variant)
    }
  }

  /// Whether the products loaded and there are none.
  public var isEmpty: Bool { state == .content([]) }

  /// The offline notice, when offline.
  public var offlineNotice: OfflinePopupConfiguration? {
    guard state == .error(.offline) else { return nil }
    return OfflinePopupConfiguration(message: "Products will appear when you are back online.")
  }

  /// The failure message, for failures other than being offline.
  public var problem: String? {
    guard case .error(.unavailable(let message)) = state else { return nil }
    return message
  }

  /// The greeting for a signed-in user's first name, or a neutral one.
  public func greeting(for user: User?) -> String {
    guard let name = user?.displayName.split(separator: " ").first else { return "Welcome" }
    return "Hello, \(name)"
  }

  /// "$1,299.00" for 129900 cents: US dollars, formatted the same on every machine.
  static func price(_ cents: Int) -> String {
    let dollars = cents / 100
    let rest = cents % 100
    var digits = String(dollars)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits = String(digits.dropLast(3))
    }
    return "$" + digits + grouped + "." + (rest < 10 ? "0" : "") + String(rest)
  }
}

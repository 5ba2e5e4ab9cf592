import Observation
import UILibrary

/// The profile page's logic: loading one customer's profile and turning it into the avatar and
/// labeled rows.
@Observable
public final class ProfileViewModel {
  /// Where the profile stands.
  public enum State: Hashable, Sendable {
    /// Not loaded yet.
    case idle
    /// Being fetched.
    case loading
    /// Loaded.
    case content(Profile)
    /// Loading failed; the message is for the customer.
    case error(String)
  }

  /// Where the profile stands.
  public private(set) var state: State
  /// Whose profile this is.
  public let userID: String
  private let service: any ProfileServiceProtocol

  /// Creates the view model.
  /// - Parameters:
  ///   - userID: Whose profile to load.
  ///   - service: Fetches profiles.
  ///   - state: The state to start in (previews start in any). Default `.idle`.
  public init(userID: String, service: any ProfileServiceProtocol, state: State = .idle) {
    self.userID = userID
    self.service = service
    self.state = state
  }

  /// Fetches the profile: `.loading`, then `.content` or `.error`. Also the "Try again" action.
  public func load() async {
    guard state != .loading else { return }
    state = .loading
    do {
      state = .content(try await service.profile(userID: userID))
    } catch NetworkError.offline {
      state = .error("You are offline. Your profile will load when you are back.")
    } catch {
      state = .error("Your profile could not be loaded. Try again in a moment.")
    }
  }

  /// The avatar: the customer's initials.
  public var avatar: AvatarImageConfiguration? {
    guard case .content(let p) = state else { return nil }
    return AvatarImageConfiguration(name: p.user.displayName)
  }

  /// The rows under the avatar, in order: email, plan, member since, orders, city.
  public var rows: [ProfileRow] {
    guard case .content(let p) = state else { return [] }
    return [
      ProfileRow(icon: "mail", label: "Email", value: p.user.email),
      ProfileRow(icon: "workspace_premium", label: "Plan", value: p.plan),
      ProfileRow(
        icon: "event", label: "Member since", value: MonthYear.format(p.memberSince) ?? p.memberSince),
      ProfileRow(
        icon: "receipt_long", label: "Orders", value: p.orderCount == 1 ? "1 order" : "\(p.orderCount) orders"
      ),
      ProfileRow(icon: "location_on", label: "Delivers to", value: p.city),
    ]
  }

  /// The name to show, once loaded.
  public var displayName: String? {
    guard case .content(let p) = state else { return nil }
    return p.user.displayName
  }
}

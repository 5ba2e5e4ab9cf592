/// Why the dashboard could not load its products.
public enum DashboardError: Error, Hashable, Sendable {
  /// The device is offline.
  case offline
  /// The service failed; the message is for the customer.
  case unavailable(String)
}

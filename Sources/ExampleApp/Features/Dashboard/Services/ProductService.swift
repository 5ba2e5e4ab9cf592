/// Lists the shop's products. Protocol-based so view models take a mock in previews and tests.
public protocol ProductServiceProtocol {
  /// The products to show, in display order.
  /// - Throws: ``DashboardError``.
  func products() async throws -> [Product]
}

/// Lists products from the API: `GET /products`, answered by a JSON array of ``Product``.
public struct ProductService: ProductServiceProtocol {
  let client: any NetworkClient

  /// Creates the service over a network client.
  public init(client: any NetworkClient) { self.client = client }

  /// Fetches the list.
  /// - Throws: ``DashboardError/offline`` without a connection, ``DashboardError/unavailable(_:)``
  ///   for anything else.
  public func products() async throws -> [Product] {
    do {
      let data = try await client.send(APIRequest(method: .get, path: "/products"))
      return try JSONCoding.decode([Product].self, from: data)
    } catch NetworkError.offline {
      throw DashboardError.offline
    } catch {
      throw DashboardError.unavailable("The products could not be loaded. Try again in a moment.")
    }
  }
}

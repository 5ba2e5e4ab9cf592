import Foundation

/// The services the features use, injected into view models by initializer: live ones over a
/// ``NetworkClient`` for the app, mocks for previews and tests.
public struct AppDependencies {
  /// Signing in.
  public var authentication: any AuthenticationServiceProtocol
  /// The product list.
  public var products: any ProductServiceProtocol
  /// Customer profiles.
  public var profiles: any ProfileServiceProtocol

  /// Creates dependencies from services.
  public init(
    authentication: any AuthenticationServiceProtocol, products: any ProductServiceProtocol,
    profiles: any ProfileServiceProtocol
  ) {
    self.authentication = authentication
    self.products = products
    self.profiles = profiles
  }

  /// The real services, all talking to the API through `client`.
  public static func live(client: any NetworkClient) -> AppDependencies {
    AppDependencies(
      authentication: AuthenticationService(client: client), products: ProductService(client: client),
      profiles: ProfileService(client: client))
  }

  /// Mocks that answer at once with the sample data.
  public static func mock() -> AppDependencies {
    AppDependencies(
      authentication: MockAuthenticationService(result: .success(SampleData.user)),
      products: MockProductService(result: .success(SampleData.products)),
      profiles: MockProfileService(result: .success(SampleData.profile)))
  }
}

import Foundation

#if !canImport(Darwin)
  extension URL {
    /// Starts access to a file the user picked outside the app's sandbox, as Foundation's on
    /// Apple's systems (missing from Foundation on Linux). There is no sandbox here: access is
    /// always available, so true.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Ends access started with ``startAccessingSecurityScopedResource()``: nothing to end here.
    public func stopAccessingSecurityScopedResource() {}
  }
#endif

import Foundation

/// Finds executables the package built, for end-to-end tests that run them: they sit next to the
/// test bundle in the build products folder.
public enum BuiltExecutable {
  /// The folders searched, looked up once: Foundation's `Bundle.allBundles` leaks a little on
  /// every call.
  private static let folders: [URL] = {
    var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let argument0 = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: argument0).deletingLastPathComponent())
    }
    return candidates
  }()

  /// The built executable named `name`, or nil when it was not built.
  public static func named(_ name: String) -> URL? {
    folders.map { $0.appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }
}

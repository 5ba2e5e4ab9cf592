import Foundation
import Testing

/// The rules of seed 000, enforced on the library's sources.
@Suite struct LibraryRulesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/UILibrary").standardized.path

  static func sources() -> [(path: String, text: String)] {
    let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".swift")
    }
    return files.sorted().compactMap { f in
      (try? String(contentsOfFile: root + "/" + f, encoding: .utf8)).map { (f, $0) }
    }
  }

  @Test func dependsOnNeitherTheDesignSystemNorTheApp() {
    let files = Self.sources()
    #expect(files.count > 10)
    for (path, text) in files {
      for forbidden in ["import DesignSystem", "import ExampleApp"] {
        #expect(!text.contains(forbidden), "\(path) has \(forbidden)")
      }
    }
  }

  @Test func holdsNoColorLiteral() throws {
    let literal = try Regex(#"Color\(\s*(hex|red|r8|white)\s*:|#[0-9A-Fa-f]{6}\b|\.opacity\(0x"#)
    for (path, text) in Self.sources() {
      #expect(text.firstMatch(of: literal) == nil, "\(path) has a color literal")
    }
  }

  @Test func foldersFollowTheConvention() throws {
    let fm = FileManager.default
    for layer in ["Atoms", "Molecules", "Organisms"] {
      let dir = Self.root + "/" + layer
      for folder in try fm.contentsOfDirectory(atPath: dir).sorted() {
        let files = try fm.contentsOfDirectory(atPath: dir + "/" + folder)
        // Every view in a component folder has its Style beside it, and its previews.
        let views = files.filter { f in
          guard f.hasSuffix(".swift"), !f.contains("+"), !f.hasSuffix("Style.swift"),
            !f.hasSuffix("Configuration.swift")
          else { return false }
          let text = (try? String(contentsOfFile: "\(dir)/\(folder)/\(f)", encoding: .utf8)) ?? ""
          return text.contains(": View {")
        }
        #expect(!views.isEmpty, "\(layer)/\(folder) has no view")
        for v in views {
          let name = String(v.dropLast(6))
          let style = name.hasSuffix("View") ? String(name.dropLast(4)) + "Style.swift" : name + "Style.swift"
          #expect(
            files.contains(style) || files.contains(name + "Style.swift"),
            "\(layer)/\(folder): \(name) has no Style file")
          #expect(files.contains(name + "+Preview.swift"), "\(layer)/\(folder): \(name) has no previews")
        }
      }
    }
    for required in ["Atoms", "Molecules", "Organisms", "Modifiers", "Extensions", "Layout", "Utilities"] {
      var isDir: ObjCBool = false
      #expect(
        fm.fileExists(atPath: Self.root + "/" + required, isDirectory: &isDir) && isDir.boolValue,
        "\(required) missing")
    }
  }

  @Test func noCustomMyOrBaseNames() throws {
    let declaration = try Regex(#"(struct|class|enum|protocol)\s+(Custom|My|Base)[A-Z]\w*"#)
    for (path, text) in Self.sources() {
      #expect(text.firstMatch(of: declaration) == nil, "\(path) declares a Custom/My/Base type")
    }
  }

  @Test func publicTypesStateTheirLayer() throws {
    for (path, text) in Self.sources()
    where path.hasPrefix("Atoms") || path.hasPrefix("Molecules") || path.hasPrefix("Organisms") {
      if text.contains(": View {") && !path.contains("+Preview") {
        let layer = path.hasPrefix("Atoms") ? "Atom" : path.hasPrefix("Molecules") ? "Molecule" : "Organism"
        #expect(text.contains("- Note: \(layer)."), "\(path) does not state its layer")
      }
    }
  }
}

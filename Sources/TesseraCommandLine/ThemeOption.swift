import ArgumentParser
import DesignSystem
import Foundation
import TesseraFiles

/// Resolves `--theme` values: a built-in name, or a design-tokens JSON file.
enum ThemeOption {
  static func resolve(_ values: [String]) throws -> [Theme] {
    let names = values.isEmpty ? Theme.all.map(\.name) : values
    return try names.map { value in
      if value.hasSuffix(".json") {
        do {
          return try DesignTokens.theme(contentsOf: value)
        } catch {
          throw ValidationError("theme file \(Escape.console("\(error)"))")
        }
      }
      guard let t = Theme.named(value) else {
        let known = Theme.all.map(\.name)
        throw ValidationError(
          "unknown theme \"\(Escape.console(value))\"; built-in themes: \(known.joined(separator: ", ")), or give a design-tokens .json file"
        )
      }
      return t
    }
  }
}

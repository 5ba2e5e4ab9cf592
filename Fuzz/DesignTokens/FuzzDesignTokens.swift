import DesignSystem
import Foundation
import FuzzSupport

/// Fuzz target: the W3C design-tokens loader on arbitrary bytes. It must return a theme or
/// throw a `TokenError`/decoding error, never trap, whatever the JSON (deep nesting, reference
/// cycles, huge numbers, invalid UTF-8).
func fuzzTokens(_ bytes: [UInt8]) {
  do {
    let theme = try DesignTokens.theme(json: Data(bytes), source: "fuzz")
    _ = StyleFactory(theme: theme).productCard()  // a loaded theme must make styles
  } catch {
    _ = "\(error)"  // every error must describe itself without trapping
  }
}

/// Replays files, or fuzzes under libFuzzer (see `FuzzMain`).
@main enum FuzzDesignTokensMain {
  static func main() { FuzzMain.run(fuzzTokens) }
}

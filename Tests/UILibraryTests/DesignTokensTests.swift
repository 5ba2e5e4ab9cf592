import DesignSystem
import Foundation
import Testing

@Suite struct DesignTokensTests {
  static let brandC = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../DesignTokens/brandC.tokens.json").standardized.path

  @Test func loadsTheThirdBrand() throws {
    let theme = try DesignTokens.theme(contentsOf: Self.brandC)
    #expect(theme.name == "brandC" && !theme.isDark)
    #expect(theme.palette.accent.description == "#7C3AEDFF")
    #expect(theme.palette.background.description == "#F5F3FFFF")  // through a reference
    #expect(theme.typography.title.size == 24)
    #expect(theme.typography.caption.size == 12)  // not in the file: the reference scale
  }

  func load(_ json: String) throws -> Theme {
    try DesignTokens.theme(json: Data(json.utf8), source: "t.json")
  }

  func file(replacing old: String, with new: String) throws -> String {
    try String(contentsOfFile: Self.brandC, encoding: .utf8).replacingOccurrences(of: old, with: new)
  }

  @Test func errorsNameTheTokenPath() throws {
    #expect(throws: TokenError.unknownToken("color.acent", suggestion: "color.accent")) {
      try load(try file(replacing: "\"accent\":", with: "\"acent\":"))
    }
    #expect(
      throws: TokenError.malformed(
        "color.surface", reason: "expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", got #FFF")
    ) {
      try load(
        try file(
          replacing: "\"surface\": { \"$type\": \"color\", \"$value\": \"#FFFFFF\" }",
          with: "\"surface\": { \"$type\": \"color\", \"$value\": \"#FFF\" }"))
    }
    #expect(throws: TokenError.badReference("color.accent", reference: "{base.violet-700}")) {
      try load(try file(replacing: "{base.violet-600}", with: "{base.violet-700}"))
    }
    #expect(throws: TokenError.missingToken("color.info")) {
      try load(try file(replacing: "\"info\": { \"$type\": \"color\", \"$value\": \"#2563EB\" },", with: ""))
    }
    #expect(
      throws: TokenError.malformed(
        "font.size.title", reason: "expected a positive dimension like \"16px\", got -3px")
    ) {
      try load(try file(replacing: "\"24px\"", with: "\"-3px\""))
    }
    #expect(throws: TokenError.self) { try load("{ not json") }
    #expect(throws: TokenError.self) { try DesignTokens.theme(contentsOf: "/no/such/tokens.json") }
    #expect(
      TokenError.unknownToken("color.acent", suggestion: "color.accent").description.contains(
        "did you mean color.accent"))
  }
}

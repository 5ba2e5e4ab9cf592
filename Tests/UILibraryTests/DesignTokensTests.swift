import Foundation
import Testing

@testable import DesignSystem

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

  /// brandC with `color.accent` referring to `{x.t0}`, and a group `x` of `count` tokens where
  /// each refers to the next and the last is a color (about 1.1 MB for 20,000 tokens).
  func chainFile(count: Int) throws -> String {
    var group = "\"x\": {"
    group.reserveCapacity(count * 40)
    for i in 0..<(count - 1) {
      group += "\"t\(i)\": { \"$type\": \"color\", \"$value\": \"{x.t\(i + 1)}\" }, "
    }
    group += "\"t\(count - 1)\": { \"$type\": \"color\", \"$value\": \"#123456\" } },"
    let base = try file(replacing: "{base.violet-600}", with: "{x.t0}")
    guard let brace = base.firstIndex(of: "{") else { throw TokenError.invalidJSON(source: "", detail: "") }
    return String(base[...brace]) + group + String(base[base.index(after: brace)...])
  }

  /// Tokens `x.t0` … `x.t{count-1}`, each referring to the next, the last a color.
  func chain(count: Int) -> [String: Any] {
    var tokens: [String: Any] = [:]
    for i in 0..<(count - 1) { tokens["x.t\(i)"] = "{x.t\(i + 1)}" }
    tokens["x.t\(count - 1)"] = "#123456"
    return tokens
  }

  /// A chain longer than the limit of 10,000 references is refused, after at most 10,001 steps:
  /// quickly and in little memory, with a message naming the token and the limit.
  @Test func longAliasChainIsRefusedQuickly() throws {
    let json = try chainFile(count: 20_000)
    #expect(json.utf8.count > 1_000_000)
    #expect(throws: TokenError.aliasChainTooLong("color.accent", limit: 10_000)) { try load(json) }
    // The work, counted rather than timed: the resolver stops after the limit's steps.
    var resolver = AliasResolver(tokens: chain(count: 20_000), maximumChain: 10_000)
    #expect(throws: TokenError.aliasChainTooLong("x.t0", limit: 10_000)) { try resolver.value(of: "x.t0") }
    #expect(resolver.steps <= 10_002, "\(resolver.steps)")
    #expect(
      TokenError.aliasChainTooLong("color.accent", limit: 10_000).description
        == "token color.accent: its chain of references is longer than the limit of 10000")
  }

  /// A chain within the limit resolves, and tokens that join it later reuse the resolved values.
  @Test func longAliasChainWithinTheLimitResolves() throws {
    var json = try chainFile(count: 9_999)
    // Every other color joins the chain halfway: resolved once, not 13 times.
    json = json.replacingOccurrences(of: "{base.violet-50}", with: "{x.t5000}")
    let theme = try load(json)
    #expect(theme.palette.accent.description == "#123456FF")
    #expect(theme.palette.background.description == "#123456FF")
    // Counted, not timed: the chain is walked once, and each token joining it later takes two
    // steps (itself, then the resolved token it refers to).
    var tokens = chain(count: 9_999)
    for j in 0..<13 { tokens["y.\(j)"] = "{x.t5000}" }
    var resolver = AliasResolver(tokens: tokens, maximumChain: 10_000)
    _ = try resolver.value(of: "x.t0")
    #expect(resolver.steps == 9_999)
    for j in 0..<13 { _ = try resolver.value(of: "y.\(j)") }
    #expect(resolver.steps == 9_999 + 13 * 2)
    // One more token on the chain is one too many, whichever token is looked up first.
    let over = try chainFile(count: 10_001)
    #expect(throws: TokenError.aliasChainTooLong("color.accent", limit: 10_000)) { try load(over) }
  }

  @Test func aliasCycleMessageShowsTheChain() throws {
    var json = try file(replacing: "{base.violet-600}", with: "{x.a}")
    json =
      "{ \"x\": { \"a\": { \"$value\": \"{x.b}\" }, \"b\": { \"$value\": \"{x.a}\" } },"
      + json.drop { $0 != "{" }.dropFirst()
    let error = TokenError.aliasCycle(["color.accent", "x.a", "x.b", "x.a"])
    #expect(throws: error) { try load(json) }
    #expect(error.description == "alias cycle: color.accent → x.a → x.b → x.a")
    // A token that refers to itself.
    #expect(throws: TokenError.aliasCycle(["color.accent", "color.accent"])) {
      try load(try file(replacing: "{base.violet-600}", with: "{color.accent}"))
    }
  }

  @Test func oversizedFileIsRefused() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-tokens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("big.tokens.json").path
    let size = 4 << 20 + 1
    #expect(FileManager.default.createFile(atPath: path, contents: Data(count: size)))
    let error = TokenError.tooLarge(path: path, size: size, limit: 4 << 20)
    #expect(throws: error) { try DesignTokens.theme(contentsOf: path) }
    #expect(
      error.description
        == "\(path): the tokens file is 4194305 bytes, more than the limit of 4194304 bytes (4 MiB)")
    #expect(throws: TokenError.tooLarge(path: "t.json", size: size, limit: 4 << 20)) {
      try DesignTokens.theme(json: Data(count: size), source: "t.json")
    }
    // A file within the limit is read (and a directory is not a tokens file).
    let small = dir.appendingPathComponent("brand.tokens.json").path
    try String(contentsOfFile: Self.brandC, encoding: .utf8).write(
      toFile: small, atomically: true, encoding: .utf8)
    #expect(try DesignTokens.theme(contentsOf: small).name == "brandC")
    #expect(throws: TokenError.unreadable(path: dir.path, detail: "not a regular file")) {
      try DesignTokens.theme(contentsOf: dir.path)
    }
  }

  @Test func themeNameWithControlCharactersOrTooLongIsRefused() throws {
    #expect(
      throws: TokenError.malformed("theme.name", reason: "contains the control character U+0007")
    ) { try load(try file(replacing: "\"brandC\"", with: "\"brand\\u0007C\"")) }
    #expect(
      throws: TokenError.malformed("theme.name", reason: "contains the control character U+0000")
    ) { try load(try file(replacing: "\"brandC\"", with: "\"brand\\u0000C\"")) }
    #expect(
      throws: TokenError.malformed("theme.name", reason: "contains the control character U+007F")
    ) { try load(try file(replacing: "\"brandC\"", with: "\"brand\\u007fC\"")) }
    let long = String(repeating: "a", count: 101)
    #expect(
      throws: TokenError.malformed("theme.name", reason: "is 101 characters long, more than the limit of 100")
    ) { try load(try file(replacing: "\"brandC\"", with: "\"\(long)\"")) }
    // Names are otherwise as before: 100 characters, spaces, slashes and non-ASCII still load.
    let names = [String(repeating: "b", count: 100), "brand C/dark ü"]
    for name in names {
      #expect(try load(try file(replacing: "\"brandC\"", with: "\"\(name)\"")).name == name)
    }
  }
}

import Foundation
import Testing

/// The command line as the user types it: help for every command, and each kind of usage error
/// named, with the usage line and exit code 2 (the built `tessera` executable, end to end).
@Suite struct CommandLineParsingTests {
  let cli = TesseraCommandTests()

  @Test func everyCommandHasHelpListingItsOptionsWithTheirDefaults() throws {
    let root = try cli.run(["--help"])
    #expect(root.status == 0 && root.stderr.isEmpty)
    #expect(root.stdout.contains("USAGE: tessera [<subcommand>]"))
    #expect(root.stdout.contains("previews (default)"))
    for name in [
      "previews", "render", "list", "diff", "verify", "review", "accept", "report", "docs", "add-digests",
    ] {
      let help = try cli.run([name, "--help"])
      #expect(help.status == 0, "\(name): \(help.stderr)")
      #expect(help.stdout.contains("USAGE: tessera \(name)"), "\(name): \(help.stdout)")
      #expect(help.stdout.contains("-h, --help"), "\(name)")
      // `tessera help NAME` prints the same.
      #expect(try cli.run(["help", name]).stdout == help.stdout, "\(name)")
    }
    let verify = try cli.run(["verify", "-h"]).stdout
    #expect(verify.contains("--snapshots <snapshots>"))
    #expect(verify.contains("(default:\n") || verify.contains("(default: Snapshots/Previews)"))
    #expect(verify.contains("VARIANTS:") && verify.contains("AUDIT:"))
    #expect(verify.contains("--audit <mode>") && verify.contains("values: off, warn, fail"))
    #expect(verify.contains("-o, --output <output>"))
    let merge = try cli.run(["help", "report", "merge"])
    #expect(
      merge.status == 0 && merge.stdout.contains("USAGE: tessera report merge [<options>] [<reports> ...]"))
    #expect(
      try cli.run(["diff", "--help"]).stdout.contains("USAGE: tessera diff [<options>] <baseline> <current>"))
    #expect(try cli.run(["render", "--help"]).stdout.contains("tessera render --output <output>"))
  }

  @Test func usageErrorsNameTheProblemAndExitWithCode2() throws {
    let cases: [([String], String)] = [
      (["previews", "--no-such-option"], "unknown option '--no-such-option'"),
      (["previews", "-x"], "unknown option '-x'"),
      (["previews", "--jobs"], "missing value for '--jobs <jobs>'"),
      (["previews", "--jobs", "--filter", "x"], "missing value for '--jobs <jobs>'"),
      (["previews", "--jobs", "two"], "the value 'two' is invalid for '--jobs <jobs>'"),
      (["previews", "--audit", "maybe"], "'--audit <mode>'; use one of off, warn, fail"),
      (["previews", "--contrast", "a"], "use one of aa, aaa"),
      (["previews", "--output="], "'--output <output>' was given an empty value"),
      (["previews", "--shard", "0/0"], "use I/N, this share's number I from 1 to N"),
      (["review", "--port", "70000"], "use a whole number from 0 to 65535"),
      (["review", "--idle-timeout", "nan"], "--idle-timeout nan: use a number of minutes"),
      (["previews", "--scale", "big"], "'--scale <scale>'; use a number"),
      (["previews", "extra"], "unexpected argument 'extra'"),
      (["list", "--", "--help"], "unexpected argument '--help'"),
      (["diff", "/nonexistent-a"], "missing expected argument '<current>'"),
      (["render", "A/B/C"], "missing expected argument '--output <output>'"),
      (["docs", "--check=yes"], "--check takes no value"),
      (["report", "merg"], "no subcommand named 'merg'"),
      (["help", "nope"], "no subcommand named 'nope'"),
      (["review", "only-one"], "give both BASELINE and CURRENT"),
      (["report", "merge"], "give at least one report folder"),
    ]
    for (arguments, message) in cases {
      let result = try cli.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
      #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("Usage: tessera"), "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
    }
  }

  @Test func valuesTakeEveryWrittenForm() throws {
    let folder = try cli.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let filter = "*/ErrorBadge+Preview/message"
    // --name value, --name=value, -o value, -o=value, and a repeated option keeping every value.
    for arguments in [
      ["previews", "-o", folder.appendingPathComponent("a").path, "--filter", filter],
      ["previews", "--output=\(folder.appendingPathComponent("b").path)", "--filter=\(filter)"],
      ["-o=\(folder.appendingPathComponent("c").path)", "--filter", filter, "--color-scheme", "dark"],
      [
        "previews", "--filter", filter, "--color-scheme", "light", "--color-scheme", "dark", "-o",
        folder.appendingPathComponent("d").path,
      ],
    ] {
      let result = try cli.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    func images(_ name: String) -> [String] {
      let path = folder.appendingPathComponent(name).path
      return (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".png") }.sorted()
    }
    #expect(images("a").contains("UILibrary/ErrorBadge_Preview/message.dark@2x.png"))
    #expect(images("a") == images("b") && images("a") == images("d"))
    // Only the dark scheme: the light image is left out.
    #expect(images("c").contains("UILibrary/ErrorBadge_Preview/message.dark@2x.png"))
    #expect(!images("c").contains("UILibrary/ErrorBadge_Preview/message@2x.png"))
    #expect(Set(images("c")).isSubset(of: images("a")) && images("c").count < images("a").count)
  }
}

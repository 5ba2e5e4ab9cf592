import ArgumentParser

/// The result files a comparison can write besides its HTML report. Shared by `diff`, `verify`
/// and `report merge`.
struct ReportFileOptions: ParsableArguments {
  @Option(name: .long, help: "Write JUnit XML results to this file.")
  var junit: String?

  @Option(name: .long, help: "Write JSON results to this file.")
  var json: String?

  @Option(name: .long, help: "Write a Markdown summary to this file (for a CI job summary or a PR comment).")
  var markdown: String?

  /// The options as command-line arguments, to hand them on.
  var arguments: [String] {
    (junit.map { ["--junit", $0] } ?? []) + (json.map { ["--json", $0] } ?? [])
      + (markdown.map { ["--markdown", $0] } ?? [])
  }
}

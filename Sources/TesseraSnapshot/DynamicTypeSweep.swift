import TesseraAudit
import TesseraUI

/// Audits one view at every Dynamic Type size and reports, for each finding, the smallest size at
/// which it first appears: where a layout starts to truncate, clip or overlap as text grows.
///
/// Each size is laid out and audited without drawing the final image (the audit draws only what
/// lies under the text, for contrast), so a sweep of 12 sizes costs less than 12 renders.
public enum DynamicTypeSweep {
  /// A finding of the sweep.
  public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The finding at the first size it appears at (its frame and reason at that size).
    public var finding: AuditFinding
    /// The smallest size with the finding.
    public var firstSize: DynamicTypeSize
    /// Every size with the finding, smallest first.
    public var sizes: [DynamicTypeSize]

    /// `from accessibility2: truncation text "…" …`.
    public var description: String { "from \(firstSize): \(finding)" }
  }

  /// Audits `renderer`'s view at each size.
  /// - Parameters:
  ///   - renderer: The view, its size, scale and environment; its Dynamic Type size is replaced.
  ///   - sizes: The sizes, in any order. Default: all 12, xSmall to accessibility5.
  ///   - options: What to check. Default ``AuditOptions/standard``.
  /// - Returns: The findings that count, each once, ordered by first size, then kind and position.
  /// - Throws: What rendering throws (a view too large to lay out).
  public static func run<Content: View>(
    _ renderer: ImageRenderer<Content>, sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    options: AuditOptions = .standard
  ) throws -> [Finding] {
    var found: [String: Finding] = [:]
    var order: [String] = []
    for size in sizes.sorted() {
      var r = renderer
      r.environment.dynamicTypeSize = size
      let output = try r.render()
      let result = Auditor.audit(
        output.displayList, scale: output.scale, background: output.background, options: options)
      for f in result.findings {
        if found[f.key] == nil {
          found[f.key] = Finding(finding: f, firstSize: size, sizes: [size])
          order.append(f.key)
        } else if found[f.key]?.sizes.last != size {
          found[f.key]?.sizes.append(size)
        }
      }
    }
    return order.compactMap { found[$0] }.sorted {
      $0.firstSize != $1.firstSize
        ? $0.firstSize < $1.firstSize
        : ($0.finding.kind != $1.finding.kind
          ? $0.finding.kind < $1.finding.kind : $0.finding.frame.minY < $1.finding.frame.minY)
    }
  }
}

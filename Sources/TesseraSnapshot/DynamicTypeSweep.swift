import TesseraAudit
import TesseraUI

/// Audits one view at every Dynamic Type size and reports, for each finding, the smallest size at
/// which it first appears: where a layout starts to truncate, clip or overlap as text grows.
///
/// Each size is laid out and audited from its layout; contrast, which Dynamic Type does not
/// change, is measured once at the smallest size (where small text's stricter minimum makes it
/// first appear), on a 1x drawing. A sweep of 12 sizes costs less than 12 renders.
public enum DynamicTypeSweep {
  /// A finding of the sweep.
  public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The finding at the first size it appears at (its frame and reason at that size).
    public var finding: AuditFinding
    /// The smallest size with the finding.
    public var firstSize: DynamicTypeSize
    /// Every size with the finding, smallest first.
    public var sizes: [DynamicTypeSize]

    /// A finding first seen at `firstSize` and present at every size of `sizes`.
    public init(finding: AuditFinding, firstSize: DynamicTypeSize, sizes: [DynamicTypeSize]) {
      self.finding = finding
      self.firstSize = firstSize
      self.sizes = sizes
    }

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
    let sorted = Array(Set(sizes)).sorted()
    var layoutOnly = options
    layoutOnly.kinds.subtract([.contrast, .nonTextContrast])
    // The renderer is a class: its own size is put back when the sweep ends.
    let original = renderer.environment.dynamicTypeSize
    defer { renderer.environment.dynamicTypeSize = original }
    for (i, size) in sorted.enumerated() {
      renderer.environment.dynamicTypeSize = size
      let output = try renderer.render()
      // Dynamic Type changes sizes, not colors: contrast is measured once, at the smallest size,
      // where text is smallest and its minimum ratio strictest (so where it first appears), on
      // a 1x drawing. The other kinds are checked at every size, from the layout alone.
      let result = Auditor.audit(
        output.displayList, scale: 1, background: output.background, options: i == 0 ? options : layoutOnly)
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

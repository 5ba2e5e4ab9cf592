import Foundation
import TesseraAudit
import TesseraUI

import struct TesseraRaster.Pixmap

/// Whether a snapshot assertion audits the render, and what a finding does: fail the test, warn,
/// or nothing. An auditing assertion also stores the accessibility tree beside the image
/// (`<name>.a11y.txt`) and diffs it like the image.
public struct SnapshotAudit: Hashable, Sendable {
  /// What findings do.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// No audit, no accessibility tree.
    case off
    /// Findings are reported as warnings; the test passes.
    case warn
    /// Findings fail the test.
    case fail
  }

  /// What findings do.
  public var mode: Mode
  /// What is checked and the thresholds. Default ``AuditOptions/standard``.
  public var options: AuditOptions
  /// Whether the accessibility tree is stored beside the image and compared. Default true (when
  /// the mode is not `.off`).
  public var recordsAccessibilityTree: Bool

  /// A policy.
  public init(mode: Mode, options: AuditOptions = .standard, recordsAccessibilityTree: Bool = true) {
    self.mode = mode
    self.options = options
    self.recordsAccessibilityTree = recordsAccessibilityTree
  }

  /// No audit.
  public static let off = SnapshotAudit(mode: .off, recordsAccessibilityTree: false)
  /// Audit; findings warn.
  public static let warn = SnapshotAudit(mode: .warn)
  /// Audit; findings fail.
  public static let fail = SnapshotAudit(mode: .fail)

  /// Audit with `options`; findings fail.
  public static func fail(_ options: AuditOptions) -> SnapshotAudit {
    SnapshotAudit(mode: .fail, options: options)
  }
  /// Audit with `options`; findings warn.
  public static func warn(_ options: AuditOptions) -> SnapshotAudit {
    SnapshotAudit(mode: .warn, options: options)
  }

  /// The policy named by the `TESSERA_AUDIT` environment variable (`off`, `warn` or `fail`),
  /// `.off` when it is not set or names no mode: the default of the assertions' `audit:`.
  public static var environmentDefault: SnapshotAudit {
    switch ProcessInfo.processInfo.environment["TESSERA_AUDIT"].flatMap(Mode.init(rawValue:)) {
    case .warn: return .warn
    case .fail: return .fail
    case .off, nil: return .off
    }
  }

  /// Whether the render is audited at all.
  public var isActive: Bool { mode != .off || recordsAccessibilityTree }
}

/// What an auditing strategy found in the render it made its snapshot from.
public struct SnapshotAuditOutput: Hashable, Sendable {
  /// The findings.
  public var result: AuditResult
  /// The accessibility elements in reading order.
  public var tree: AccessibilityTree
  /// The policy the strategy was made with.
  public var policy: SnapshotAudit

  /// An output.
  public init(result: AuditResult, tree: AccessibilityTree, policy: SnapshotAudit) {
    self.result = result
    self.tree = tree
    self.policy = policy
  }
}

extension SnapshotAudit {
  /// Audits a render under this policy.
  /// - Parameters:
  ///   - output: The render.
  ///   - rightToLeft: Whether the view was laid out right to left (rows of the tree read that way).
  ///   - image: The render's pixels, when already drawn (contrast is read from them); nil to
  ///     have the audit draw them.
  public func audit(_ output: RenderOutput, image: Pixmap? = nil, rightToLeft: Bool = false)
    -> SnapshotAuditOutput
  {
    guard mode != .off else {
      return SnapshotAuditOutput(
        result: AuditResult(), tree: AccessibilityTree(output.displayList, rightToLeft: rightToLeft),
        policy: self)
    }
    let (result, tree) = Auditor.auditWithTree(
      output.displayList, image: image, scale: output.scale, background: output.background, options: options,
      rightToLeft: rightToLeft)
    return SnapshotAuditOutput(result: result, tree: tree, policy: self)
  }
}

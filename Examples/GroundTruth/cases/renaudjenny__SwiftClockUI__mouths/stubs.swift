// Stubs for the ground-truth harness: what Tests/SwiftClockUITests/Face/MouthTests.swift defines for this case (nothing: the
// view is a PreviewProvider of the library), and minimal AppKit stand-ins. On Linux the sources take their non-iOS
// (macOS) branches, which name NSColor (Color+Background.swift) and NSBezierPath (Path+VerticalMirror.swift; the
// library's NSBezierPath(cgPath:) bridge, NSBezierPath+CGPath.swift, is macOS-only).
import SwiftUI

// NSColor as the UIColor Tessera provides, and the macOS window background as the iOS colour the reference was
// drawn with (Color+Background.swift returns UIColor.systemBackground on iOS).
typealias NSColor = UIColor

extension UIColor {
    static var windowBackgroundColor: UIColor { .systemBackground }
}

// NSBezierPath holding a CGPath, with AppKit's `reversed`: every subpath drawn from its end back to its start
// (what UIBezierPath.reversing() does in the iOS branch).
final class NSBezierPath {
    let cgPath: CGPath

    init(cgPath: CGPath) {
        self.cgPath = cgPath
    }

    var reversed: NSBezierPath {
        NSBezierPath(cgPath: Self.reversing(Path(cgPath)).cgPath)
    }

    private static func reversing(_ path: Path) -> Path {
        var subpaths: [(start: CGPoint, segments: [(from: CGPoint, element: Path.Element)], closed: Bool)] = []
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(to: let point):
                subpaths.append((start: point, segments: [], closed: false))
                current = point
            case .line(to: let point), .quadCurve(to: let point, control: _), .curve(to: let point, control1: _, control2: _):
                if subpaths.isEmpty {
                    subpaths.append((start: current, segments: [], closed: false))
                }
                subpaths[subpaths.count - 1].segments.append((from: current, element: element))
                current = point
            case .closeSubpath:
                if !subpaths.isEmpty {
                    subpaths[subpaths.count - 1].closed = true
                    current = subpaths[subpaths.count - 1].start
                }
            }
        }

        var reversed = Path()
        for subpath in subpaths {
            var end = subpath.start
            if let last = subpath.segments.last {
                switch last.element {
                case .line(to: let point), .quadCurve(to: let point, control: _), .curve(to: let point, control1: _, control2: _):
                    end = point
                default:
                    break
                }
            }
            reversed.move(to: end)
            for segment in subpath.segments.reversed() {
                switch segment.element {
                case .line:
                    reversed.addLine(to: segment.from)
                case .quadCurve(to: _, control: let control):
                    reversed.addQuadCurve(to: segment.from, control: control)
                case .curve(to: _, control1: let control1, control2: let control2):
                    reversed.addCurve(to: segment.from, control1: control2, control2: control1)
                default:
                    break
                }
            }
            if subpath.closed {
                reversed.closeSubpath()
            }
        }
        return reversed
    }
}

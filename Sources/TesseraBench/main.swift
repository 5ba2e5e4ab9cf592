import DesignSystem
import Foundation
import TesseraCommandLine
import TesseraGeometry
import TesseraPNG
import TesseraText
import TesseraUI
import UILibrary

/// tessera-bench: draws peerbench's reference scenes and measures raster and PNG time.
///
///     tessera-bench --peerbench DIR     bench DIR/scene.json, write DIR/out/tessera-*.png and
///                                       DIR/out/results/tessera.json (peerbench's format)
///     tessera-bench --render DIR        render the reference scenes (Benchmarks/reference-scene.json)
///                                       to DIR/tessera-<scene>.png (no timing)
///     tessera-bench --png-modes         compare PNG encoder settings on the rendered scenes
///     tessera-bench --text              text engine figures (layout, glyph cache, long paragraph)
///     tessera-bench --swiftui-scenes    the sign-up form and settings scenes against the page, and
///                                       a List of 100,000 rows against one of 20
///     tessera-bench --audit             what auditing adds to a render over the catalog, and the
///                                       Dynamic Type sweep against one render
///     tessera-bench --suite [--peers F] every figure in one run (scenes, catalog, snapshot checks,
///                                       memory), with the targets' ratios against peerbench's
///                                       results.json from the same run
///     tessera-bench --catalog-command TESSERA [--baseline OTHER] [--rounds N] [--jobs N]
///                                       `TESSERA previews` from an empty folder, whole process,
///                                       against another build in alternating rounds
///
/// Exit codes: 0 success, 1 a render or write failed, 2 usage error.

let usage = """
  usage: tessera-bench --peerbench DIR [--scene NAME] [--min-time S]
         tessera-bench --render OUTPUT_DIR [--scenes SCENE_JSON]
         tessera-bench --png-modes [--scenes SCENE_JSON]
         tessera-bench --text [--scenes SCENE_JSON]
         tessera-bench --render-views OUTPUT_DIR
         tessera-bench --swiftui-scenes [--min-time S]
         tessera-bench --snapshots [--count N]
         tessera-bench --audit [--min-time S]
         tessera-bench --profile-views product-card|page|signup-form|settings[-layout|-first|-kept] [--count N] [--design ios18|ios26]
         tessera-bench --profile-views list-range-20|list-range-100000|list-models-20|list-models-100000 [--count N]
         tessera-bench --profile-png product-card|page [--count N] [--zlib 1]
         tessera-bench --profile-snapshots N [--different 1]
         tessera-bench --suite [--peers PEERBENCH_RESULTS_JSON] [--min-time S]
         tessera-bench --catalog-command TESSERA [--baseline OTHER_TESSERA] [--rounds N] [--jobs N]
  """

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data(("tessera-bench: " + message + "\n").utf8))
  exit(code)
}

var args = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
  guard let i = args.firstIndex(of: name) else { return nil }
  guard i + 1 < args.count else { fail("\(name) needs a value\n" + usage, code: 2) }
  let v = args[i + 1]
  args.removeSubrange(i...(i + 1))
  return v
}

let env = ProcessInfo.processInfo.environment
/// The reference scenes committed with the project (a copy of peerbench's scene.json).
let defaultScenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Benchmarks/reference-scene.json").standardized.path

if args.first == "--help" || args.first == "-h" || args.isEmpty {
  print(usage)
  exit(args.isEmpty ? 2 : 0)
}

do {
  if let dir = option("--peerbench") {
    let only = option("--scene")
    let minTime = option("--min-time").flatMap(Double.init) ?? Double(env["PB_MIN_TIME"] ?? "") ?? 2
    try PeerBench(directory: dir, only: only, minTime: minTime).run()
  } else if let out = option("--render") {
    let scenePath = option("--scenes") ?? defaultScenes
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    for scene in try ReferenceScene.load(path: scenePath) {
      let path = out + "/tessera-\(scene.name).png"
      try PNG.write(try scene.render(fonts: try FontLibrary.bundled()), to: path)
      print("wrote \(path)")
    }
  } else if let out = option("--render-views") {
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    for (name, scale) in [("product-card", 2.0), ("page", 3.0)] {
      let path = out + "/tessera-views-\(name).png"
      try PNG.write(try ReferenceViews.render(scene: name, scale: scale), to: path)
      print("wrote \(path)")
    }
    for (name, view) in SwiftUIScenes.all {
      let path = out + "/tessera-views-\(name).png"
      try PNG.write(try SwiftUIScenes.renderer(view).pixmap(), to: path)
      print("wrote \(path)")
    }
    for name in ListScenes.names {
      guard let view = ListScenes.scene(name) else { continue }
      let path = out + "/tessera-views-\(name).png"
      try PNG.write(try ListScenes.renderer(view).pixmap(), to: path)
      print("wrote \(path)")
    }
  } else if args.first == "--swiftui-scenes" {
    // The SwiftUI scenes against the reference page, one run, same process.
    args.removeFirst()
    let minTime = option("--min-time").flatMap(Double.init) ?? 1
    try SwiftUIScenes.measure(minTime: minTime)
    try ListScenes.measure(minTime: minTime)
  } else if args.first == "--audit" {
    args.removeFirst()
    try AuditBench.run(minTime: option("--min-time").flatMap(Double.init) ?? 0.1)
  } else if args.first == "--snapshots" {
    args.removeFirst()
    let count = option("--count").flatMap(Int.init) ?? 5000
    try SnapshotBench.run(minTime: 2, count: count)
  } else if args.first == "--text" {
    args.removeFirst()
    let scenePath = option("--scenes") ?? defaultScenes
    try TextBench.run(scenes: try ReferenceScene.load(path: scenePath), minTime: 1)
  } else if args.first == "--suite" {
    args.removeFirst()
    let peers = option("--peers")
    let minTime = option("--min-time").flatMap(Double.init) ?? 1
    try SuiteBench.run(minTime: minTime, scenes: option("--scenes") ?? defaultScenes, peers: peers)
  } else if let tessera = option("--catalog-command") {
    try CatalogCommandBench.run(
      tessera, baseline: option("--baseline"), rounds: option("--rounds").flatMap(Int.init) ?? 10,
      jobs: option("--jobs").flatMap(Int.init))
  } else if let rounds = option("--profile-catalog").flatMap(Int.init) {
    // The component catalog (light, regular, 2x) `rounds` times: a fixed workload for callgrind.
    let jobs = try CatalogImage.of(module: "UILibrary", variants: [.standard])
    for _ in 0..<max(1, rounds) {
      for j in jobs { _ = try j.render() }
    }
  } else if let scene = option("--profile-views") {
    // A fixed amount of work for `valgrind --tool=callgrind`, whose instruction counts repeat
    // from run to run on a noisy machine (Docs/Performance.md).
    let count = option("--count").flatMap(Int.init) ?? 20
    // The design the SwiftUI scenes draw in (iOS 26's glass bars against iOS 18's).
    let designName = option("--design") ?? SystemDesign.standard.rawValue
    guard let design = SystemDesign(named: designName) else { fail("unknown design \(designName)", code: 2) }
    if let view = SwiftUIScenes.all.first(where: { $0.0 == scene })?.1 {
      let r = SwiftUIScenes.renderer(view, design: design)
      for _ in 0..<max(1, count) { _ = try r.pixmap() }
    } else if let view = ListScenes.scene(scene) {
      let r = ListScenes.renderer(view)
      for _ in 0..<max(1, count) { _ = try r.pixmap() }
    } else if scene.hasSuffix("-kept"),
      let view = SwiftUIScenes.all.first(where: { $0.0 + "-kept" == scene })?.1
    {
      // The layout passes of a graph that keeps bodies, rendering its tree again unchanged.
      let r = SwiftUIScenes.renderer(view)
      r.graph = ViewGraph()
      for _ in 0..<max(1, count) { _ = try r.render() }
    } else if scene.hasSuffix("-layout"),
      let view = SwiftUIScenes.all.first(where: { $0.0 + "-layout" == scene })?.1
    {
      // The layout passes alone, each with a graph made for it (as ImageRenderer does).
      let r = SwiftUIScenes.renderer(view)
      for _ in 0..<max(1, count) { _ = try r.render() }
    } else if scene.hasSuffix("-first"),
      let view = SwiftUIScenes.all.first(where: { $0.0 + "-first" == scene })?.1
    {
      // First layout passes of graphs that keep bodies (a new one each time).
      let r = SwiftUIScenes.renderer(view)
      for _ in 0..<max(1, count) {
        r.graph = ViewGraph()
        _ = try r.render()
      }
    } else {
      guard scene == "product-card" || scene == "page" else { fail("unknown scene \(scene)", code: 2) }
      for _ in 0..<max(1, count) {
        _ = try ReferenceViews.render(scene: scene, scale: scene == "page" ? 3 : 2)
      }
    }
  } else if let count = option("--profile-snapshots").flatMap(Int.init) {
    // `count` identical snapshot checks of the product card, for profilers.
    try SnapshotBench.profile(count: count, different: option("--different") != nil)
  } else if let scene = option("--profile-png") {
    // Encodes one reference scene `count` times with the screen compressor on one thread.
    let count = option("--count").flatMap(Int.init) ?? 20
    let scenes = try ReferenceScene.load(path: option("--scenes") ?? defaultScenes)
    guard let s = scenes.first(where: { $0.name == scene }) else { fail("unknown scene \(scene)", code: 2) }
    let image = try s.render(fonts: try FontLibrary.bundled())
    let options = (option("--zlib") != nil ? PNGOptions.zlib : PNGOptions.standard).singleThreaded
    for _ in 0..<max(1, count) { _ = try PNG.encode(image, options: options) }
  } else if args.first == "--png-modes" {
    args.removeFirst()
    let scenePath = option("--scenes") ?? defaultScenes
    try PNGModes.run(scenes: try ReferenceScene.load(path: scenePath))
  } else {
    fail("unknown arguments: \(args.joined(separator: " "))\n" + usage, code: 2)
  }
} catch {
  fail("\(error)", code: 1)
}

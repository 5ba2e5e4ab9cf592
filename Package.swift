// swift-tools-version:6.0
// Tessera: renders SwiftUI-shaped UI components to PNG with no screen, simulator or browser.
// Module picture and dependency direction: Docs/Architecture.md.

import CompilerPluginSupport
import PackageDescription

// On Linux, where Apple's SwiftUI, Combine, UniformTypeIdentifiers, CoreGraphics and UIKit do not
// exist, the TesseraUI product also holds modules of those names that re-export TesseraUI (or its
// `UTType`, its Core Graphics types, its UIKit names): a user's `import SwiftUI`, `import Combine`,
// `import UniformTypeIdentifiers`, `import CoreGraphics` and `import UIKit` compile unchanged.
// Elsewhere the real frameworks stay in charge.
#if os(Linux)
  let appleNamedModules = [
    "SwiftUI", "SwiftUICore", "Combine", "UniformTypeIdentifiers", "CoreGraphics", "UIKit", "SafariServices",
    "PhotosUI",
  ]
#else
  let appleNamedModules: [String] = []
#endif

let package = Package(
  name: "Tessera",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TesseraGeometry", targets: ["TesseraGeometry"]),
    .library(name: "TesseraRaster", targets: ["TesseraRaster"]),
    .library(name: "TesseraPNG", targets: ["TesseraPNG"]),
    .library(name: "TesseraText", targets: ["TesseraText"]),
    .library(name: "TesseraUI", targets: ["TesseraUI"] + appleNamedModules),
    .library(name: "TesseraAudit", targets: ["TesseraAudit"]),
    .library(name: "TesseraSnapshot", targets: ["TesseraSnapshot"]),
    .library(name: "UILibrary", targets: ["UILibrary"]),
    .library(name: "DesignSystem", targets: ["DesignSystem"]),
    .library(name: "TesseraSnapshotXCTest", targets: ["TesseraSnapshotXCTest"]),
    .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
    .executable(name: "tessera-bench", targets: ["TesseraBench"]),
    .executable(name: "tessera", targets: ["TesseraCLI"]),
    .library(name: "TesseraCommandLine", targets: ["TesseraCommandLine"]),
    .plugin(name: "TesseraPreviewsPlugin", targets: ["TesseraPreviewsPlugin"]),
  ],
  dependencies: [
    // Only for the adapter product that plugs Tessera's image strategy into swift-snapshot-testing.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation`: the DocC catalogs (Sources/UILibrary/UILibrary.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // SwiftUI's macros (`@Entry`) for TesseraUI.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // `tessera mcp`: the Model Context Protocol server for coding agents (the official Swift SDK;
    // its MCP library needs only swift-system and swift-log).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
  ],
  targets: [
    // C libraries from the system, found through pkg-config.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "CICU", pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    .systemLibrary(
      name: "CFriBidi", pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),

    // C shim around ICU (its function names are macros Swift cannot import): line breaks and
    // grapheme clusters; and around FriBidi: bidi levels.
    .target(name: "CTesseraUnicode", dependencies: ["CICU", "CFriBidi"]),

    // C shim around libpng and zlib: all setjmp/longjmp stays in C.
    .target(
      name: "CTesseraPNG", dependencies: ["CPNG", "CZlib"],
      linkerSettings: [.linkedLibrary("pthread", .when(platforms: [.linux]))]),

    // Names into paths (one sanitizing function) and text escaped for where it is shown.
    .target(name: "TesseraFiles"),
    // Locked state that ThreadSanitizer can see (pthread mutexes), for caches and pools.
    .target(name: "TesseraSync"),
    // Finds the types conforming to a protocol from the Swift runtime's conformance records
    // (how `Previews` discovers `#Preview`s and `PreviewProvider`s with no hand-written list).
    .target(name: "CTesseraDiscovery"),
    // Names the work a process was doing when a fatal signal ends it (a preview that traps).
    .target(name: "CTesseraCrashNote"),
    // Process-level settings for the executables (allocator tuning); no library depends on it.
    .target(name: "CTesseraSystem"),

    // Geometry: points, rects, transforms, paths. No pixel knowledge.
    .target(name: "TesseraGeometry"),
    // Raster core: pixmaps, exact-area scan conversion, paints, clips, layers, shadows, images.
    .target(name: "TesseraRaster", dependencies: ["TesseraGeometry", "TesseraSync"]),
    // Text engine: bundled fonts through FreeType, shaping through HarfBuzz, paragraph layout,
    // glyphs drawn by the raster core.
    .target(
      name: "TesseraText",
      dependencies: [
        "TesseraGeometry", "TesseraRaster", "TesseraSync", "CFreeType", "CHarfBuzz", "CTesseraUnicode",
      ]),
    // Display list: the resolved plain-value picture between layout and pixels.
    .target(name: "TesseraDisplayList", dependencies: ["TesseraGeometry", "TesseraRaster", "TesseraText"]),
    // Renderer: display list to pixels. Never imports the view framework.
    .target(
      name: "TesseraRenderer",
      dependencies: ["TesseraDisplayList", "TesseraGeometry", "TesseraRaster", "TesseraText"]),
    // Audits: findings (truncation, overlap, touch targets, contrast, labels) and the
    // accessibility tree, read from a display list and its pixels. Never imports the view framework.
    .target(
      name: "TesseraAudit",
      dependencies: [
        "TesseraDisplayList", "TesseraGeometry", "TesseraRaster", "TesseraRenderer", "TesseraText",
      ]),
    // SwiftUI's macros, implemented on swift-syntax (compiler plugin).
    .macro(
      name: "TesseraUIMacros",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    // View framework: SwiftUI-shaped views, modifiers, environment and layout.
    .target(
      name: "TesseraUI",
      dependencies: [
        "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraDisplayList", "TesseraRenderer",
        "TesseraPNG", "TesseraSync", "TesseraUIMacros", "CTesseraDiscovery",
      ]),
    // PNG codec on libpng.
    .target(name: "TesseraPNG", dependencies: ["TesseraRaster", "CTesseraPNG", "TesseraFiles"]),

    // The component library: brand-agnostic atoms, molecules and organisms (seed 000).
    .target(name: "UILibrary", dependencies: ["TesseraUI", "TesseraRaster", "TesseraText"]),
    // The reference design system: tokens, themes, style factory, AppearanceService (seeds 000-002).
    .target(name: "DesignSystem", dependencies: ["UILibrary", "TesseraUI", "TesseraSync", "TesseraFiles"]),
    // Snapshot testing: comparison, strategies, record modes, failure artifacts.
    .target(
      name: "TesseraSnapshot",
      dependencies: [
        "TesseraRaster", "TesseraPNG", "TesseraText", "TesseraUI", "TesseraSync", "TesseraFiles",
        "TesseraAudit",
      ]),
    // XCTest assertions over the snapshot core.
    .target(name: "TesseraSnapshotXCTest", dependencies: ["TesseraSnapshot", "TesseraUI"]),
    // Tessera's image strategy for pointfreeco/swift-snapshot-testing's assertSnapshot(of:as:).
    .target(
      name: "TesseraSnapshotTesting",
      dependencies: [
        "TesseraSnapshot", "TesseraUI", "TesseraPNG", "TesseraRaster",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // Finding the executables the package built, for Tessera's end-to-end tests (reference
    // images and text dumps go through the snapshot library, TesseraSnapshot).
    .target(name: "TesseraTestSupport"),

    // The `tessera` command: preview catalogs, single renders, visual-diff reports. The library
    // lets a project run the command on its own catalog (see the `previews` plugin).
    .target(
      name: "TesseraCommandLine",
      dependencies: [
        "TesseraUI", "TesseraPNG", "TesseraRaster", "TesseraSnapshot", "TesseraSync", "TesseraFiles",
        "TesseraAudit", "CTesseraCrashNote", .product(name: "MCP", package: "swift-sdk"),
      ]),
    // The commands that change reference folders: `review` (a loopback server for the report
    // page), `accept` (decisions exported from it) and `add-digests`. Apart from the command line
    // so the `previews` plugin's runner does not compile them (the `tessera` executable adds them).
    .target(
      name: "TesseraReview",
      dependencies: [
        "TesseraCommandLine", "TesseraPNG", "TesseraRaster", "TesseraSnapshot", "TesseraSync", "TesseraFiles",
      ]),
    // The example app (seed 004): feature-first MVVM pages built from the library and the
    // design system; its pages' #Previews join those the `tessera` command renders.
    .target(name: "ExampleApp", dependencies: ["TesseraUI", "UILibrary", "DesignSystem", "TesseraSync"]),
    .executableTarget(
      name: "TesseraCLI",
      dependencies: [
        "TesseraCommandLine", "TesseraReview", "ExampleApp", "UILibrary", "DesignSystem", "CTesseraSystem",
      ]),
    .plugin(
      name: "TesseraPreviewsPlugin",
      capability: .command(
        intent: .custom(
          verb: "previews",
          description: "Render every #Preview and PreviewProvider of the package with Tessera."),
        permissions: [
          .writeToPackageDirectory(reason: "Writes the rendered previews (default Output/previews).")
        ])),

    // Fuzz targets (Scripts/fuzz.sh): libFuzzer entry points when built with -DFUZZING and
    // -sanitize=fuzzer; otherwise replayers of Fuzz/Corpus, run by the tests.
    .target(name: "FuzzSupport", path: "Fuzz/Support"),
    .executableTarget(
      name: "FuzzPNGDecoder", dependencies: ["FuzzSupport", "TesseraPNG", "TesseraRaster"],
      path: "Fuzz/PNGDecoder"),
    .executableTarget(
      name: "FuzzDesignTokens", dependencies: ["FuzzSupport", "DesignSystem"], path: "Fuzz/DesignTokens"),
    .executableTarget(
      name: "FuzzTextLayout",
      dependencies: ["FuzzSupport", "TesseraText", "TesseraRaster", "TesseraGeometry"],
      path: "Fuzz/TextLayout"),

    // Benchmarks (peerbench format).
    .executableTarget(
      name: "TesseraBench",
      dependencies: [
        "TesseraGeometry", "TesseraRaster", "TesseraPNG", "TesseraText", "TesseraUI", "TesseraSnapshot",
        "UILibrary", "DesignSystem", "ExampleApp", "TesseraCommandLine", "TesseraAudit",
      ]),

    .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"]),
    .testTarget(name: "TesseraFilesTests", dependencies: ["TesseraFiles"]),
    .testTarget(
      name: "TesseraAuditTests",
      dependencies: [
        "TesseraAudit", "TesseraUI", "TesseraSnapshot", "TesseraDisplayList", "TesseraGeometry",
        "TesseraRaster",
        "TesseraText",
      ]),
    .testTarget(
      name: "TesseraUIMacrosTests",
      dependencies: [
        "TesseraUIMacros", .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "TesseraRasterTests",
      dependencies: ["TesseraGeometry", "TesseraRaster", "TesseraPNG", "TesseraSnapshot"]),
    .testTarget(
      name: "TesseraTextTests",
      dependencies: [
        "TesseraGeometry", "TesseraRaster", "TesseraPNG", "TesseraText", "TesseraSync", "TesseraSnapshot",
      ]),
    .testTarget(
      name: "TesseraUITests",
      dependencies: [
        "TesseraUI", "TesseraDisplayList", "TesseraRenderer", "TesseraPNG", "TesseraSync", "TesseraGeometry",
        "TesseraRaster", "TesseraSnapshot",
      ]),
    .testTarget(
      name: "TesseraSnapshotTests",
      dependencies: ["TesseraSnapshot", "TesseraRaster", "TesseraPNG", "TesseraUI", "TesseraGeometry"]),
    .testTarget(
      name: "TesseraSnapshotTestingTests",
      dependencies: [
        "TesseraSnapshotTesting", "TesseraSnapshotXCTest", "TesseraSnapshot", "TesseraUI", "TesseraRaster",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "UILibraryTests",
      dependencies: [
        "UILibrary", "DesignSystem", "TesseraUI", "TesseraSnapshot", "TesseraDisplayList", "TesseraSync",
      ]),
    .testTarget(
      name: "FuzzReplayTests",
      dependencies: ["FuzzPNGDecoder", "FuzzDesignTokens", "FuzzTextLayout", "TesseraTestSupport"]),
    .testTarget(
      name: "ExampleAppTests",
      dependencies: [
        "ExampleApp", "DesignSystem", "UILibrary", "TesseraUI", "TesseraSnapshot", "TesseraRaster",
      ]),
    // A previews program like the one `swift package previews` writes, over a few test previews.
    .executableTarget(
      name: "PreviewsFixture", dependencies: ["TesseraCommandLine", "TesseraUI"],
      path: "Tests/Fixtures/PreviewsFixture",
      // Its asset and string catalogs are read where they are written (as a preview's own target's).
      exclude: ["Resources"]),
    .testTarget(
      name: "TesseraCLITests",
      dependencies: [
        "TesseraCLI", "PreviewsFixture", "TesseraPNG", "TesseraRaster", "TesseraSnapshot",
        "TesseraTestSupport", "TesseraCommandLine", "TesseraAudit", "TesseraGeometry",
      ]),
    .testTarget(
      name: "TesseraPNGTests",
      dependencies: ["TesseraGeometry", "TesseraRaster", "TesseraPNG", "CTesseraPNG", "CZlib"],
      exclude: ["Fixtures"]),
  ]
)

#if os(Linux)
  package.targets += [
    .target(name: "SwiftUICore", dependencies: ["TesseraUI"], path: "Sources/SwiftUICoreOnLinux"),
    .target(name: "SwiftUI", dependencies: ["TesseraUI", "SwiftUICore"], path: "Sources/SwiftUIOnLinux"),
    .target(name: "Combine", dependencies: ["TesseraUI"], path: "Sources/CombineOnLinux"),
    .target(
      name: "UniformTypeIdentifiers", dependencies: ["TesseraUI"],
      path: "Sources/UniformTypeIdentifiersOnLinux"),
    .target(name: "CoreGraphics", dependencies: ["TesseraUI"], path: "Sources/CoreGraphicsOnLinux"),
    .target(name: "UIKit", dependencies: ["TesseraUI"], path: "Sources/UIKitOnLinux"),
    .target(
      name: "SafariServices", dependencies: ["TesseraUI", "UIKit"], path: "Sources/SafariServicesOnLinux"),
    .target(name: "PhotosUI", dependencies: ["TesseraUI", "UIKit"], path: "Sources/PhotosUIOnLinux"),
  ]
#endif

// CI's release determinism step (`.ci/run`) compiles only the test targets it runs: with
// TESSERA_TEST_TARGETS set to a comma-separated list, the package keeps those test targets and
// the targets they need, so a release build does not optimise the command line, its MCP
// dependencies, the fuzzers or swift-syntax for the macro tests. Unset, every target is kept.
if let names = Context.environment["TESSERA_TEST_TARGETS"], !names.isEmpty {
  var kept = Set(names.split(separator: ",").map(String.init))
  var pending = Array(kept)
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  while let name = pending.popLast() {
    for dependency in byName[name]?.dependencies ?? [] {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _):
        if byName[name] != nil, kept.insert(name).inserted { pending.append(name) }
      default: break
      }
    }
  }
  // The macros too, when the compiler is handed a plugin built already (`.ci/run` passes the
  // debug build's with `-load-plugin-executable`): swift-syntax is then not optimised again.
  if Context.environment["TESSERA_PREBUILT_MACROS"] != nil {
    kept.remove("TesseraUIMacros")
    for target in package.targets {
      target.dependencies.removeAll { dependency in
        switch dependency {
        case .targetItem(let name, _), .byNameItem(let name, _): return name == "TesseraUIMacros"
        default: return false
        }
      }
    }
  }
  package.targets = package.targets.filter { kept.contains($0.name) }
  package.products = package.products.filter { product in
    let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
    return !targets.isEmpty && targets.allSatisfy(kept.contains)
  }
}

// swift-tools-version: 6.0
// A package that depends on Tessera and does what the README shows, nothing more: components with
// `#Preview`s, `swift package previews` to render them, and a one-line test that snapshots each.
// `.ci/run` runs the plugin from a fresh clone.
import PackageDescription

let package = Package(
  name: "PreviewsPluginDemo",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "DemoComponents", targets: ["DemoComponents"])
  ],
  dependencies: [.package(name: "Tessera", path: "../..")],
  targets: [
    .target(name: "DemoComponents", dependencies: [.product(name: "TesseraUI", package: "Tessera")]),
    .testTarget(
      name: "DemoComponentsTests",
      dependencies: [
        "DemoComponents", .product(name: "TesseraSnapshot", package: "Tessera"),
        .product(name: "TesseraUI", package: "Tessera"),
      ]),
  ]
)

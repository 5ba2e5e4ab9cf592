// swift-tools-version: 6.0
// A package that depends on Tessera and renders its own preview catalog with
// `swift package previews` (the Tessera plugin). `.ci/run` runs it as a smoke test.
import PackageDescription

let package = Package(
  name: "PreviewsPluginDemo",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "DemoPreviews", targets: ["DemoPreviews"])
  ],
  dependencies: [.package(name: "Tessera", path: "../..")],
  targets: [
    .target(
      name: "DemoComponents",
      dependencies: [
        .product(name: "TesseraUI", package: "Tessera"), .product(name: "UILibrary", package: "Tessera"),
      ]),
    .executableTarget(
      name: "DemoPreviews",
      dependencies: ["DemoComponents", .product(name: "TesseraCommandLine", package: "Tessera")]),
  ]
)

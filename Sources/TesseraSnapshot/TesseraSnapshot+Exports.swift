// What a snapshot test names besides the assertions (`Previews.all(in:)`, `Preview`,
// `PreviewVariant`, the views of `assertSnapshot(of: view)`) comes with `import TesseraSnapshot`,
// so the README's one-line test compiles in a test target that depends on TesseraSnapshot alone.
@_exported import TesseraUI

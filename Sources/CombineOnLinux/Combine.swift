// `import Combine` on Linux: a module of that name with TesseraUI's Combine subset
// (`ObservableObject`, `@Published`, `AnyCancellable`, `Just`, subjects, `Timer.publish`; see
// Docs/SwiftUICompatibility.md), the same declarations `import SwiftUI` gives, so a file that
// imports both sees one of each. Part of the TesseraUI product on Linux only.
@_exported import TesseraUI

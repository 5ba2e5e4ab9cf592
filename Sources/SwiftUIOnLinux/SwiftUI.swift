// `import SwiftUI` on Linux: a module of that name that is TesseraUI, so a SwiftUI file compiles
// unchanged (module-qualified names such as `SwiftUI.Image` and `SwiftUICore.Font` too). Part of
// the TesseraUI product on Linux only: on Apple's systems the real SwiftUI stays in charge.
@_exported import SwiftUICore
@_exported import TesseraUI

// `import SwiftUI` on Linux: a module of that name that is TesseraUI, so a SwiftUI file compiles
// unchanged (module-qualified names such as `SwiftUI.Image` and `SwiftUICore.Font` too). On Apple's
// systems `import SwiftUI` brings Foundation's networking (`URLSession`, `URLRequest`), which Linux
// keeps in `FoundationNetworking`: re-exported here (TesseraUI names `URLSession` over Foundation's
// unavailable placeholder), so a view's model that loads with `URLSession.shared` compiles (a
// still never runs its tasks). Part of the TesseraUI product on Linux only: on Apple's systems the
// real SwiftUI stays in charge.
@_exported import FoundationNetworking
@_exported import SwiftUICore
@_exported import TesseraUI

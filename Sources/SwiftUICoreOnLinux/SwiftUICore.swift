// `SwiftUICore` on Linux: Apple splits SwiftUI's basic types into this module (iOS 18) and
// `SwiftUI` re-exports it, so code names `SwiftUICore.Font`; here it is TesseraUI too.
@_exported import TesseraUI

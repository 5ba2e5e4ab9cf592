// `import UniformTypeIdentifiers` on Linux: a module of that name with TesseraUI's `UTType` (the
// type SwiftUI's documents, file dialogs and drag and drop name), so a file that imports it
// compiles unchanged, `UniformTypeIdentifiers.UTType` included. Part of the TesseraUI product on
// Linux only: on Apple's systems the real framework stays in charge.
@_exported import struct TesseraUI.UTType

import CTesseraSystem
import DesignSystem
import ExampleApp
import TesseraCommandLine
import TesseraReview
import UILibrary

// glibc returns freed blocks above 128 KiB to the system at once, so every screen-sized pixmap
// (10 MB for a phone page at 3x) was faulted in again, page by page, for the next image: a third
// of `tessera previews`'s time went to the kernel.
tessera_keep_freed_memory(512)

// Every #Preview of the linked modules — the component library's, the example app's pages — in
// every theme of the design system (its `ThemeDimension`), found at run time; with the commands
// that change reference folders (`review`, `accept`, `add-digests`).
TesseraCommandLine.main(adding: ReviewCommands.all)

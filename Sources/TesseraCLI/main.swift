import ExampleApp
import TesseraCommandLine
import UILibrary

// The catalog: the component library's previews, then the example app's pages in every state.
TesseraCommandLine.main(previews: PreviewCatalog.all + RouteCatalog.previews)

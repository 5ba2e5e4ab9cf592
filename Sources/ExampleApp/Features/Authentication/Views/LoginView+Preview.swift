import TesseraUI
import UILibrary

#Preview("empty") {
  RouteCatalog.page(.login, "empty")
}

#Preview("filled") {
  RouteCatalog.page(.login, "filled")
}

#Preview("invalid") {
  RouteCatalog.page(.login, "invalid")
}

#Preview("error") {
  RouteCatalog.page(.login, "error")
}

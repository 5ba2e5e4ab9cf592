import TesseraUI
import UILibrary

#Preview("loading") {
  RouteCatalog.page(.dashboard, "loading")
}

#Preview("content") {
  RouteCatalog.page(.dashboard, "content")
}

#Preview("empty") {
  RouteCatalog.page(.dashboard, "empty")
}

#Preview("offline") {
  RouteCatalog.page(.dashboard, "offline")
}

#Preview("error") {
  RouteCatalog.page(.dashboard, "error")
}

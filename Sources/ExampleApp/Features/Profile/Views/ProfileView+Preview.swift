import TesseraUI
import UILibrary

#Preview("loading") {
  RouteCatalog.page(.profile(userID: SampleData.user.id), "loading")
}

#Preview("content") {
  RouteCatalog.page(.profile(userID: SampleData.user.id), "content")
}

#Preview("error") {
  RouteCatalog.page(.profile(userID: SampleData.user.id), "error")
}

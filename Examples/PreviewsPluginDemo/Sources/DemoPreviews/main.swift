import DemoComponents
import TesseraCommandLine

TesseraCommandLine.main(previews: DemoCatalog.all)

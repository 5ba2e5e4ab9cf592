// A previews program as `swift package previews` generates it, over the previews of this folder:
// the end-to-end tests run it to check the command line on discovered previews.
import TesseraCommandLine

TesseraCommandLine.main()

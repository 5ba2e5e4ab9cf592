import TesseraCommandLine

TesseraCommandLine.main()

  func test_cmButtonStyle_withIcon2() {
    let button = Button(
      action: {},
      label: {
        VStack {
          Image(systemName: "bicycle")
          Text("Critical Maps")
          Image(systemName: "heart")
        }
      }
    )
    .buttonStyle(CMButtonStyle())
    
    assertViewSnapshot(button, height: 150)
  }

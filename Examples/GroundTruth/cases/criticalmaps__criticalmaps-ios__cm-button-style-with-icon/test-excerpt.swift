  func test_cmButtonStyle_withIcon() {
    let button = Button(
      action: {},
      label: {
        HStack {
          Image(systemName: "bicycle")
          Text("Critical Maps")
          Image(systemName: "heart")
        }
      }
    )
    .buttonStyle(CMButtonStyle())
    
    assertViewSnapshot(button, height: 100)
  }

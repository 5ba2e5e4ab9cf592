  func test_cmButtonStyle() {
    let button = Button(
      action: {},
      label: { Text("Critical Maps") }
    )
    .buttonStyle(CMButtonStyle())
    
    assertViewSnapshot(button, height: 100)
  }

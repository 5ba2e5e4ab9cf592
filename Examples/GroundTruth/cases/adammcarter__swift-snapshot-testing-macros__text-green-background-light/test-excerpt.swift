    @SnapshotTest
    func viewBackgroundColor() -> some View {
      Text("\(#function) (green)")
        .background(.green)
    }

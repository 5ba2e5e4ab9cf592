extension Double {
    static let hourInDegree: Double = 360/12
    static let minuteInDegree: Double = 360/60
}

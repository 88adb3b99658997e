/// Hands out 0, 1, 2, … so every run writes a fresh file.
actor Counter {
  private var value = 0

  func next() -> Int {
    defer { value += 1 }
    return value
  }
}

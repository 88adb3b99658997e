/// A count seen in every run of a case (underlying calls, refreshes), for the line under its row.
actor CountsSeen {
  private var counts: [Int] = []

  func record(_ count: Int) { counts.append(count) }

  /// The distinct counts, then how many runs recorded one: `1 (in 17 runs)`.
  var summary: String {
    Set(counts).sorted().map(String.init).joined(separator: ", ") + " (in \(counts.count) runs)"
  }
}

import Core
import Testing

@Suite struct StorageErrorTests {
  @Test(
    "a failure with no SQLite code describes what was missing or could not be written",
    arguments: [
      (StorageError.noRow(expected: "the inserted row"), "no row answered: expected the inserted row"),
      (.encodingFailed(column: "object", reason: "NaN"), "column object: cannot write the value: NaN"),
    ]
  )
  func description(error: StorageError, expected: String) {
    #expect(error.description == expected)
    #expect(error.resultCode == nil)
  }
}

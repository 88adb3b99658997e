import Core
import Mocks
import Testing

@Suite struct StorageFailureReportingTests {
  enum FeatureError: StorageFailureReporting { case storageFailed, storageFull, storageBusy, cancelled, taken }

  @Test(
    "a full disk is storageFull, a lock held too long storageBusy, every other failure storageFailed",
    arguments: [
      (StorageError.full(code: 13, message: "database or disk is full"), FeatureError.storageFull),
      (.busy(code: 5, message: "locked"), .storageBusy),
      (.openFailed(path: "/x", code: 14, message: "unable to open"), .storageFailed),
      (.constraintViolation(.unique, code: 2067, message: "UNIQUE"), .storageFailed),
      (.readOnly(code: 8, message: "attempt to write a readonly database"), .storageFailed),
      (.sqlite(code: 10, message: "disk I/O error"), .storageFailed),
      (.typeMismatch(column: "id", expected: "text", found: "null"), .storageFailed),
      (.noRow(expected: "the inserted row"), .storageFailed),
      (.encodingFailed(column: "object", reason: "NaN"), .storageFailed),
      (.invalidMigrations("out of order"), .storageFailed),
      (.closed, .storageFailed),
    ]
  )
  func mapping(error: StorageError, expected: FeatureError) {
    #expect(FeatureError(error) == expected)
  }

  @Test("performing answers the call's value, and maps its failure with init or the feature's own mapping")
  func performing() async throws {
    let value = try await FeatureError.performing { () async throws(StorageError) in 3 }
    let busy = await #expect(throws: FeatureError.storageBusy) {
      try await FeatureError.performing { () async throws(StorageError) in throw .busy(code: 5, message: "locked") }
    }
    let taken = await #expect(throws: FeatureError.taken) {
      try await FeatureError.performing(
        { () async throws(StorageError) in throw .constraintViolation(.unique, code: 2067, message: "UNIQUE") },
        mapping: { _ in .taken }
      )
    }

    #expect(value == 3)
    #expect(busy != nil && taken != nil)
  }

  @Test("performing in a cancelled task is cancelled, and the call never runs")
  func cancelledBeforeStart() async {
    let ran = LockedState(false)
    let task = Task { () -> FeatureError? in
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(FeatureError) {
        try await FeatureError.performing { () async throws(StorageError) in ran.withLock { $0 = true } }
        return nil
      } catch {
        return error
      }
    }

    #expect(await task.value == .cancelled)
    #expect(!ran.withLock { $0 })
  }
}

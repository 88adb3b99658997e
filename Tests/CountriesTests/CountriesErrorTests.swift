import Core
import Countries
import Foundation
import Networking
import Testing

@Suite struct CountriesErrorTests {
  @Test(
    "every transport failure maps to the error a screen can act on",
    arguments: [
      (HTTPError.status(401, Data()), "FRA" as String?, CountriesError.unauthorized),
      (.status(403, Data()), nil, .quotaExceeded),
      (.status(429, Data()), nil, .rateLimited),
      (.status(404, Data()), "FRA", .notFound(code: "FRA")),
      (.status(404, Data()), nil, .loadFailed),
      (.status(400, Data()), nil, .loadFailed),
      (.status(500, Data()), "FRA", .loadFailed),
      (.decoding("at data: null"), nil, .invalidData),
      (.responseTooLarge(limit: 20_971_520), nil, .invalidData),
      (.transport(.notConnectedToInternet), nil, .unreachable),
      (.timedOut, "FRA", .unreachable),
      (.cancelled, nil, .cancelled),
      (.invalidURL("x"), nil, .loadFailed),
      (.encoding("x"), nil, .loadFailed),
      (.invalidResponse, nil, .loadFailed),
    ]
  )
  func httpMapping(error: HTTPError, code: String?, expected: CountriesError) {
    #expect(CountriesError(error, code: code) == expected)
  }

  @Test(
    "every storage failure but a full disk and a lock held too long is storageFailed",
    arguments: [
      StorageError.openFailed(path: "/x", code: 14, message: "m"),
      .constraintViolation(.unique, code: 2067, message: "m"),
      .readOnly(code: 8, message: "m"), .sqlite(code: 11, message: "m"),
      .typeMismatch(column: "c", expected: "e", found: "f"),
      .invalidMigrations("m"), .closed,
    ]
  )
  func storageMapping(error: StorageError) {
    #expect(CountriesError(error) == .storageFailed)
  }

  @Test("a full disk is storageFull, and another process's lock held past the busy timeout storageBusy")
  func fullAndBusyMapping() {
    #expect(CountriesError(.full(code: 13, message: "database or disk is full")) == .storageFull)
    #expect(CountriesError(.busy(code: 5, message: "database is locked")) == .storageBusy)
  }

  @Test(
    "every case has a message in every language, not its key",
    arguments: [
      CountriesError.notFound(code: "ZZZ"), .invalidCode("F1"), .unauthorized, .quotaExceeded, .rateLimited,
      .unreachable,
      .invalidData, .cancelled, .storageFailed, .storageFull, .storageBusy, .loadFailed,
    ]
  )
  func localizedMessage(error: CountriesError) throws {
    let message = try #require(error.errorDescription)

    #expect(!message.isEmpty)
    #expect(!message.hasPrefix("countries."))
  }

  @Test("the messages carry their arguments")
  func messageArguments() {
    #expect(CountriesError.notFound(code: "ZZZ").errorDescription?.contains("ZZZ") == true)
    #expect(CountriesError.invalidCode("F1").errorDescription?.contains("F1") == true)
  }
}

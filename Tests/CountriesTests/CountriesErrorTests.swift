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
      (.status(404, Data()), "FRA", .notFound(id: "FRA")),
      (.status(404, Data()), nil, .loadFailed),
      (.status(400, Data()), nil, .loadFailed),
      (.status(500, Data()), "FRA", .loadFailed),
      (.decoding("at data: null"), nil, .invalidData),
      (.timedOut, "FRA", .unreachable),
      (.cancelled, nil, .cancelled),
      (.invalidResponse, nil, .loadFailed),
    ]
  )
  func httpMapping(error: HTTPError, code: String?, expected: CountriesError) {
    #expect(CountriesError(error, otherwise: .loadFailed, id: code) == expected)
  }

  @Test("storage failures map as every feature maps them: full, busy, otherwise failed")
  func storageMapping() {
    #expect(CountriesError(StorageError.full(code: 13, message: "database or disk is full")) == .storageFull)
    #expect(CountriesError(StorageError.busy(code: 5, message: "database is locked")) == .storageBusy)
    #expect(CountriesError(StorageError.closed) == .storageFailed)
  }

  @Test(
    "every case has a message in every language, not its key",
    arguments: [
      CountriesError.notFound(id: "ZZZ"), .invalidCode("F1"), .unauthorized, .quotaExceeded, .rateLimited,
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
    #expect(CountriesError.notFound(id: "ZZZ").errorDescription?.contains("ZZZ") == true)
    #expect(CountriesError.invalidCode("F1").errorDescription?.contains("F1") == true)
  }
}

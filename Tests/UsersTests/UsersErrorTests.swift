import Foundation
import Networking
import Testing
import Users

@Suite struct UsersErrorTests {
  @Test(
    "every transport failure maps to the error a screen can act on",
    arguments: [
      (HTTPError.status(404, Data()), UsersError.Operation.load, 7 as Int?, UsersError.notFound(id: 7)),
      (.status(404, Data()), .load, nil, .loadFailed),
      (.status(404, Data()), .save, 3, .notFound(id: 3)),
      (.status(500, Data()), .load, 7, .loadFailed),
      (.status(422, Data()), .save, nil, .saveFailed),
      (.decoding("at [0].id"), .load, nil, .invalidData),
      (.responseTooLarge(limit: 20_971_520), .load, nil, .invalidData),
      (.transport(.notConnectedToInternet), .load, nil, .unreachable),
      (.transport(.cannotConnectToHost), .save, nil, .unreachable),
      (.timedOut, .load, 1, .unreachable),
      (.cancelled, .load, nil, .cancelled),
      (.invalidURL("x"), .load, nil, .loadFailed),
      (.encoding("nan"), .save, nil, .saveFailed),
      (.invalidResponse, .save, nil, .saveFailed),
    ]
  )
  func mapping(error: HTTPError, operation: UsersError.Operation, id: Int?, expected: UsersError) {
    #expect(UsersError(error, during: operation, id: id) == expected)
  }

  @Test(
    "every case has a message, not its key",
    arguments: [
      UsersError.loadFailed, .notFound(id: 42), .invalidInput(field: "email"), .saveFailed, .invalidData, .unreachable,
      .cancelled,
    ]
  )
  func localizedMessage(error: UsersError) throws {
    let message = try #require(error.errorDescription)

    #expect(!message.isEmpty)
    #expect(!message.hasPrefix("users."))
  }

  @Test("the messages carry their arguments")
  func messageArguments() {
    #expect(UsersError.notFound(id: 42).errorDescription?.contains("42") == true)
    #expect(UsersError.invalidInput(field: "email").errorDescription?.contains("email") == true)
  }
}

//: if local
import Core
import Foundation
import Testing
import __Feature__

@Suite struct __Feature__ErrorTests {
  @Test(
    "every storage failure maps to storageFailed",
    arguments: [
      StorageError.openFailed(path: "/x", code: 14, message: "unable to open"),
      .constraintViolation(.notNull, code: 1299, message: "NOT NULL"),
      .busy(code: 5, message: "locked"),
      .sqlite(code: 10, message: "disk I/O error"),
      .typeMismatch(column: "name", expected: "text", found: "null"),
      .invalidMigrations("out of order"),
      .closed,
    ]
  )
  func mapping(error: StorageError) {
    #expect(__Feature__Error(error) == .storageFailed)
  }

  @Test(
    "every case has a message, not its key",
    arguments: [__Feature__Error.notFound(id: 42), .invalidName, .storageFailed, .cancelled]
  )
//: else
import Foundation
import Networking
import Testing
import __Feature__

@Suite struct __Feature__ErrorTests {
  @Test(
    "every transport failure maps to the error a screen can act on",
    arguments: [
      (HTTPError.status(404, Data()), __Feature__Error.Operation.load, 7 as Int?, __Feature__Error.notFound(id: 7)),
      (.status(404, Data()), .load, nil, .loadFailed),
      (.status(404, Data()), .save, 3, .notFound(id: 3)),
      (.status(500, Data()), .load, 7, .loadFailed),
      (.status(422, Data()), .save, nil, .saveFailed),
      (.decoding("at [0].id"), .load, nil, .invalidData),
      (.transport(.notConnectedToInternet), .load, nil, .unreachable),
      (.timedOut, .save, 1, .unreachable),
      (.cancelled, .load, nil, .cancelled),
      (.invalidURL("x"), .load, nil, .loadFailed),
      (.encoding("nan"), .save, nil, .saveFailed),
      (.invalidResponse, .save, nil, .saveFailed),
    ]
  )
  func mapping(error: HTTPError, operation: __Feature__Error.Operation, id: Int?, expected: __Feature__Error) {
    #expect(__Feature__Error(error, during: operation, id: id) == expected)
  }

  @Test(
    "every case has a message, not its key",
    arguments: [
      __Feature__Error.notFound(id: 42), .invalidName, .loadFailed, .saveFailed, .invalidData, .unreachable, .cancelled,
    ]
  )
//: end
  func localizedMessage(error: __Feature__Error) throws {
    let message = try #require(error.errorDescription)

    #expect(!message.isEmpty)
    #expect(!message.hasPrefix("__feature__."))
  }

  @Test("the messages carry their arguments")
  func messageArguments() {
    #expect(__Feature__Error.notFound(id: 42).errorDescription?.contains("42") == true)
    #expect(__Feature__Error.invalidName.errorDescription?.contains("\(__Entity__.nameLengths.upperBound)") == true)
  }
}

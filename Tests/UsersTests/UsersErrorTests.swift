import Foundation
import Networking
import Testing
import Users

@Suite struct UsersErrorTests {
  @Test(
    "a 404 for one user is notFound, and a refused request the failure of what it was doing",
    arguments: [
      (HTTPError.status(404, Data()), UsersError.loadFailed, 7 as Int?, UsersError.notFound(id: 7)),
      (.status(404, Data()), .loadFailed, nil, .loadFailed),
      (.status(404, Data()), .saveFailed, 3, .notFound(id: 3)),
      (.status(500, Data()), .loadFailed, 7, .loadFailed),
      (.status(422, Data()), .saveFailed, nil, .saveFailed),
      (.encoding("nan"), .saveFailed, nil, .saveFailed),
      (.transport(.cannotConnectToHost), .saveFailed, nil, .unreachable),
      (.decoding("at [0].id"), .loadFailed, nil, .invalidData),
      (.cancelled, .loadFailed, nil, .cancelled),
    ]
  )
  func mapping(error: HTTPError, failed: UsersError, id: Int?, expected: UsersError) {
    #expect(UsersError(error, otherwise: failed, id: id) == expected)
  }

  @Test(
    "every case has a message, not its key",
    arguments: [
      UsersError.loadFailed, .notFound(id: 42), .invalidInput(field: .email), .saveFailed, .invalidData, .unreachable,
      .cancelled,
    ]
  )
  func localizedMessage(error: UsersError) throws {
    let message = try #require(error.errorDescription)

    #expect(!message.isEmpty)
    #expect(!message.hasPrefix("users."))
  }

  @Test("notFound names the id")
  func notFoundNamesID() {
    #expect(UsersError.notFound(id: 42).errorDescription?.contains("42") == true)
  }

  @Test("invalidInput names the field as the screen shows it, not as Swift spells it")
  func invalidInputNamesField() throws {
    let message = try #require(UsersError.invalidInput(field: .coordinates).errorDescription)

    #expect(message.contains(UserDraft.Field.coordinates.label))
    #expect(!message.contains("coordinates"))
  }

  @Test("every field has a label of its own, not its key", arguments: [UserDraft.Field.name, .email, .coordinates])
  func fieldLabel(field: UserDraft.Field) {
    #expect(!field.label.isEmpty)
    #expect(!field.label.hasPrefix("users."))
  }
}

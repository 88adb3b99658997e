import Foundation
import Networking
import Testing

/// The service's own reason for a refused request, read where its document says, and the error that carries it.
@Suite struct HTTPServiceMessageTests {
  enum FeatureError: HTTPFailureReporting, Equatable {
    case unreachable, invalidData, cancelled, loadFailed, saveFailed, unauthorized
    case notFound(id: Int)
    case refused(status: Int, message: String)

    static let serviceMessage = HTTPServiceMessage(keyPath: ["error", "message"])

    static func failure(status: Int) -> FeatureError? {
      status == 401 ? .unauthorized : nil
    }

    static func refusal(status: Int, body: Data) -> FeatureError? {
      serviceMessage.message(in: body).map { .refused(status: status, message: $0) }
    }
  }

  @Test(
    "the message is read at its key path, through objects and arrays, and trimmed",
    arguments: [
      (["error"], #"{"error": "Text can't be blank"}"#, "Text can't be blank"),
      (["error", "message"], #"{"error": {"code": "E1", "message": " Too long \n"}}"#, "Too long"),
      (["errors", "0", "detail"], #"{"errors": [{"detail": "first"}, {"detail": "second"}]}"#, "first"),
    ]
  )
  func found(keyPath: [String], body: String, expected: String) {
    #expect(HTTPServiceMessage(keyPath: keyPath).message(in: Data(body.utf8)) == expected)
  }

  @Test(
    "a body without a message there has none",
    arguments: [
      #"{"error": {"code": "E1"}}"#, #"{"error": "x"}"#, #"{"error": {"message": 42}}"#,
      #"{"error": {"message": "   "}}"#, "<html>busy</html>", "",
    ]
  )
  func missing(body: String) {
    #expect(HTTPServiceMessage(keyPath: ["error", "message"]).message(in: Data(body.utf8)) == nil)
  }

  @Test("an index past the array's end, or into an object, finds nothing")
  func indexes() {
    let message = HTTPServiceMessage(keyPath: ["errors", "1", "detail"])
    #expect(message.message(in: Data(#"{"errors": [{"detail": "only"}]}"#.utf8)) == nil)
    #expect(message.message(in: Data(#"{"errors": {"1": {"detail": "keyed"}}}"#.utf8)) == "keyed")
    #expect(HTTPServiceMessage(keyPath: []).message(in: Data(#""text""#.utf8)) == nil)
  }

  @Test("a message longer than the limit is cut there")
  func cut() {
    let long = String(repeating: "a", count: HTTPServiceMessage.maxLength + 20)
    let body = Data(#"{"error": "\#(long)"}"#.utf8)
    #expect(HTTPServiceMessage(keyPath: ["error"]).message(in: body)?.count == HTTPServiceMessage.maxLength)
  }

  @Test("a refusal with the documented body is refused, after the statuses the feature tells apart and a 404")
  func mapping() {
    let documented = Data(#"{"error": {"message": "Text can't be blank"}}"#.utf8)
    #expect(
      FeatureError(.status(422, documented), otherwise: .saveFailed)
        == .refused(status: 422, message: "Text can't be blank"))
    #expect(
      FeatureError(.status(503, documented), otherwise: .loadFailed)
        == .refused(status: 503, message: "Text can't be blank"))
    #expect(FeatureError(.status(401, documented), otherwise: .loadFailed) == .unauthorized)
    #expect(FeatureError(.status(404, documented), otherwise: .loadFailed, id: 3) == .notFound(id: 3))
    #expect(FeatureError(.status(422, Data("{}".utf8)), otherwise: .saveFailed) == .saveFailed)
  }
}

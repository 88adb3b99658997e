import Foundation
import Mocks
import Networking
import Testing

@Suite(.timeLimit(.minutes(1))) struct HTTPClientDecodingTests {
  private struct Item: Decodable, Equatable {
    let itemNumber: Int
  }

  private let mock = HTTPClientMock()

  @Test("calls on many tasks share the default decoder, and each gets its own body's value")
  func sharedDefaultDecoder() async throws {
    // Given: every path answers its own number
    mock.setHandler { endpoint throws(HTTPError) in
      HTTPResponse(statusCode: 200, body: Data(#"{"itemNumber": \#(endpoint.path.dropFirst())}"#.utf8))
    }

    // When
    let decoded = try await withThrowingTaskGroup(of: (Int, Item).self) { group in
      for number in 0..<200 {
        group.addTask { [mock] in (number, try await mock.send(Endpoint(path: "/\(number)"), as: Item.self)) }
      }
      return try await group.reduce(into: [Int: Item]()) { $0[$1.0] = $1.1 }
    }

    // Then
    #expect(decoded.count == 200)
    #expect(decoded.allSatisfy { $0.key == $0.value.itemNumber })
  }

  @Test("a decoder passed in is the one used")
  func passedDecoder() async throws {
    // Given
    let snakeCase = JSONDecoder()
    snakeCase.keyDecodingStrategy = .convertFromSnakeCase
    mock.enqueue(body: Data(#"{"item_number": 7}"#.utf8))

    // When
    let item = try await mock.send(Endpoint(path: "/a"), as: Item.self, decoder: snakeCase)

    // Then
    #expect(item == Item(itemNumber: 7))
  }

  @Test("the default decoder reads keys as they are")
  func defaultDecoder() async {
    // Given
    mock.enqueue(body: Data(#"{"item_number": 7}"#.utf8))

    // When
    let failure = await #expect(throws: HTTPError.self) { try await mock.send(Endpoint(path: "/b"), as: Item.self) }

    // Then
    guard case .decoding(let description)? = failure else {
      Issue.record("expected the decoding case, got \(String(describing: failure))")
      return
    }
    #expect(description.contains("itemNumber"))
  }
}

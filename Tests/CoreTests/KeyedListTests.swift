import Core
import Foundation
import Testing

@Suite struct KeyedListTests {
  /// A value of the collection: its id is its key, read from the end of its coding path.
  private struct ScoreDTO: Codable, Sendable, Equatable {
    var id: String?
    var name: String?
    var points: Int?

    private enum CodingKeys: String, CodingKey {
      case name, points
    }

    init(id: String?, name: String?, points: Int?) {
      self.id = id
      self.name = name
      self.points = points
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = decoder.codingPath.last?.stringValue
      name = try container.decodeIfPresent(String.self, forKey: .name)
      points = try container.decodeIfPresent(Int.self, forKey: .points)
    }
  }

  private func read(_ json: String) throws -> KeyedList<ScoreDTO> {
    try JSONDecoder().decode(KeyedList<ScoreDTO>.self, from: Data(json.utf8))
  }

  @Test("the values are read in the order of their keys, each with its key as its id")
  func readsInKeyOrder() throws {
    // When
    let list = try read(#"{"-Nb2": {"name": "Grace", "points": 5}, "-Na1": {"name": "Ada", "points": 3}}"#)

    // Then
    #expect(list.lenientList.elements.map(\.id) == ["-Na1", "-Nb2"])
    #expect(list.lenientList.elements.map(\.name) == ["Ada", "Grace"])
    #expect(list.keys == ["-Na1", "-Nb2"])
  }

  @Test("a value that does not decode is left out, named by its place, its key and the key path")
  func leavesOutAValue() throws {
    // When
    let list = try read(#"{"u3": {"points": 1}, "u1": {"points": "many"}, "u2": {"name": 7}}"#)

    // Then
    #expect(list.lenientList.elements.map(\.id) == ["u3"])
    #expect(list.lenientList.positions == [2])
    #expect(
      list.lenientList.leftOut.map(\.description) == [
        "[0].points: expected Int (id u1)", "[1].name: expected String (id u2)",
      ])
  }

  @Test("an answer that is not an object fails as a whole")
  func notAnObject() {
    #expect(throws: DecodingError.self) { try read(#"[{"name": "Ada"}]"#) }
  }

  @Test("what is written is read back the same, each value under its key")
  func roundTrip() throws {
    // Given
    let list = KeyedList([
      (key: "b", value: ScoreDTO(id: "b", name: "Grace", points: 5)),
      (key: "a", value: ScoreDTO(id: "a", name: "Ada", points: nil)),
    ])

    // When
    let again = try JSONDecoder().decode(KeyedList<ScoreDTO>.self, from: try JSONEncoder().encode(list))

    // Then
    #expect(again == list)
    #expect(again.lenientList.elements.map(\.id) == ["a", "b"])
  }
}

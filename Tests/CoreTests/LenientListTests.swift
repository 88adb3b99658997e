import Core
import Foundation
import Testing

@Suite struct LenientListTests {
  /// A service's account, every field optional as a DTO's are; `indexable` is required by the model.
  private struct AccountDTO: Decodable, Sendable, Equatable {
    var indexable: Bool?
  }

  /// A service's element: `id` and `score` must decode, `account.indexable` must be there to map.
  private struct ElementDTO: Decodable, Sendable, Equatable, ElementReporting {
    var id: Int?
    var score: Int?
    var account: AccountDTO?

    var missingKey: String? {
      if id == nil { return "id" }
      if account == nil { return "account" }
      if account?.indexable == nil { return "account.indexable" }
      return nil
    }

    var reportedID: String? { id.map { "\($0)" } }
  }

  private enum MappingError: Error { case invalidData }

  private struct Element: Sendable, Equatable {
    let id: Int
    let indexable: Bool
  }

  private func element(_ dto: ElementDTO) throws(MappingError) -> Element {
    guard let id = dto.id, let indexable = dto.account?.indexable else { throw .invalidData }
    return Element(id: id, indexable: indexable)
  }

  private func read(_ json: String) throws -> LenientList<ElementDTO> {
    try JSONDecoder().decode(LenientList<ElementDTO>.self, from: Data(json.utf8))
  }

  @Test("an element that does not decode is left out, named by its place, id, key path and reason")
  func decodingFailure() throws {
    // When
    let list = try read(
      #"[{"id": 1, "score": 3}, {"id": 2, "score": "high"}, {"id": 3, "account": {"indexable": "no"}}, {"id": 4}]"#)

    // Then
    #expect(list.elements.map(\.id) == [1, 4])
    #expect(list.positions == [0, 3])
    #expect(
      list.leftOut.map(\.description) == [
        "[1].score: expected Int (id 2)", "[2].account.indexable: expected Bool (id 3)",
      ])
  }

  @Test("a list inside an envelope names the element's path from the element, not from the answer")
  func insideAnEnvelope() throws {
    // Given
    struct Envelope: Decodable { let data: LenientList<ElementDTO> }

    // When
    let envelope = try JSONDecoder().decode(Envelope.self, from: Data(#"{"data": [{"score": []}, {"id": 2}]}"#.utf8))

    // Then
    #expect(envelope.data.elements.map(\.id) == [2])
    #expect(envelope.data.leftOut == [LeftOutElement(index: 0, id: nil, path: "score", reason: "expected Int")])
  }

  @Test("an answer that is not an array still fails as a whole")
  func notAnArray() {
    #expect(throws: DecodingError.self) { try read(#"{"id": 1}"#) }
  }

  @Test("20 elements, one lacking a required key: 19 map and the one is reported once, with its key")
  func mappingFailure() throws {
    // Given
    let elements = (0..<20).map {
      $0 == 7 ? #"{"id": 7, "account": {}}"# : #"{"id": \#($0), "account": {"indexable": true}}"#
    }
    let list = try read("[" + elements.joined(separator: ",") + "]")
    var reports: [LeftOutElement] = []
    let report = { (element: LeftOutElement) in reports.append(element) }

    // When
    let page = list.page(reporting: report) { (dto: ElementDTO) throws(MappingError) in try element(dto) }

    // Then
    #expect(page.items.count == 19)
    #expect(!page.items.contains { $0.id == 7 })
    #expect(page.leftOut == 1)
    #expect(reports.map(\.description) == ["[7].account.indexable: missing (id 7)"])
  }

  @Test("what the decoder and the mapping left out is reported in the service's order, and filtered elements are not")
  func bothFailures() throws {
    // Given
    let list = try read(
      #"[{"id": 1, "account": {"indexable": true}}, {}, {"id": "x"}, {"id": 4, "account": {"indexable": false}}]"#)
    var reports: [LeftOutElement] = []
    let report = { (element: LeftOutElement) in reports.append(element) }

    // When
    let page = list.keeping { $0.id != 4 }.page(reporting: report) { (dto: ElementDTO) throws(MappingError) in
      try element(dto)
    }

    // Then
    #expect(page.items == [Element(id: 1, indexable: true)])
    #expect(reports.map(\.description) == ["[1].id: missing", "[2].id: expected Int (id x)"])
    #expect(page.leftOut == 2)
  }

  @Test("elements taken out of the wrapper the service sends them in are named by their path inside it")
  func wrappedElements() throws {
    // Given: a connection's edges, each holding its element under node
    struct Edge: Decodable, Sendable { let node: ElementDTO }
    let answer =
      #"[{"node": {"id": 1, "account": {"indexable": true}}}, {"node": {"id": 2, "account": {}}}, "#
      + #"{"node": {"id": "x"}}]"#
    let edges = try JSONDecoder().decode(LenientList<Edge>.self, from: Data(answer.utf8))
    var reports: [LeftOutElement] = []
    let report = { (element: LeftOutElement) in reports.append(element) }

    // When
    let nodes = edges.mapElements(under: "node", \.node)
    let page = nodes.page(reporting: report) { (dto: ElementDTO) throws(MappingError) in try element(dto) }

    // Then
    #expect(nodes.elementPath == "node")
    #expect(page.items == [Element(id: 1, indexable: true)])
    #expect(reports.map(\.description) == ["[1].node.account.indexable: missing (id 2)", "[2].node.id: expected Int"])
    #expect(edges.mapElements(\.node).elementPath.isEmpty)
  }

  @Test("a mapping that fails for another reason than a missing key says what it threw")
  func otherMappingFailure() {
    // Given
    let list = LenientList([ElementDTO(id: 5, score: nil, account: AccountDTO(indexable: true))])
    var reports: [LeftOutElement] = []
    let report = { (element: LeftOutElement) in reports.append(element) }

    // When
    let page = list.page(reporting: report) { (_: ElementDTO) throws(MappingError) -> Element in
      throw .invalidData
    }

    // Then
    #expect(page.items.isEmpty)
    #expect(reports == [LeftOutElement(index: 0, id: "5", path: "", reason: "invalidData")])
    #expect(reports.first?.description == "[0]: invalidData (id 5)")
  }
}

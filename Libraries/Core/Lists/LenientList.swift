/// A service's list as decoded one element at a time: the elements that decoded, each with its place
/// in the answer, and those that did not, so that one bad element never empties the list.
///
/// As a collection, it is its kept `elements`. A feature that keeps all-or-nothing lists decodes
/// `[DTO]` instead; `init(_:)` wraps such an array.
public struct LenientList<Element> {
  /// The elements that decoded, in the service's order.
  public private(set) var elements: [Element]
  /// The place of each of `elements` in the service's list, from 0.
  public private(set) var positions: [Int]
  /// The elements that did not decode, in the service's order.
  public private(set) var leftOut: [LeftOutElement]
  /// Where `elements` sit inside each element of the service's list, as a key path (`node` for
  /// `{"cursor", "node"}`); empty when they are the service's elements themselves.
  public private(set) var elementPath = ""

  /// A list in which every element decoded: `elements` at places 0, 1, ….
  public init(_ elements: [Element]) {
    self.elements = elements
    self.positions = Array(elements.indices)
    self.leftOut = []
  }

  /// How many elements the service's list held: those kept and those left out.
  public var answered: Int { elements.count + leftOut.count }

  /// The same list with each kept element transformed.
  public func mapElements<T>(_ transform: (Element) -> T) -> LenientList<T> {
    var mapped = LenientList<T>(elements: elements.map(transform), positions: positions, leftOut: leftOut)
    mapped.elementPath = elementPath
    return mapped
  }

  /// The same list with each kept element taken out of the wrapper the service sends it in, at `path`
  /// inside it (`node`), so that a key an element lacks is reported by its path in the service's element.
  public func mapElements<T>(under path: String, _ transform: (Element) -> T) -> LenientList<T> {
    var mapped = mapElements(transform)
    mapped.elementPath = inElement(path)
    return mapped
  }

  /// `key`, a key path inside one of `elements`, as its path in the service's element: behind `elementPath`.
  private func inElement(_ key: String) -> String {
    [elementPath, key].filter { !$0.isEmpty }.joined(separator: ".")
  }

  /// A list of `elements` at `positions` of the service's list, beside those `leftOut`.
  init(elements: [Element], positions: [Int], leftOut: [LeftOutElement]) {
    self.elements = elements
    self.positions = positions
    self.leftOut = leftOut
  }

  /// The elements that `isIncluded` keeps, at their places; the others are dropped unreported (an
  /// element the feature chose not to show, such as one with no id).
  public func keeping(where isIncluded: (Element) -> Bool) -> LenientList {
    var kept = self
    kept.elements = []
    kept.positions = []
    for (element, position) in zip(elements, positions) where isIncluded(element) {
      kept.elements.append(element)
      kept.positions.append(position)
    }
    return kept
  }
}

extension LenientList: Decodable where Element: Decodable {
  /// Reads a JSON array element by element; an element that does not decode is left out, named by
  /// its place, its `id` key when it has one, and the key path and reason of the failure.
  ///
  /// - Throws: `DecodingError` when the value is not an array.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    elements = []
    positions = []
    leftOut = []
    while !container.isAtEnd {
      let index = container.currentIndex
      do {
        elements.append(try container.decode(Element.self))
        positions.append(index)
      } catch let error as DecodingError {
        // Read the element again as any JSON, to step past it and to name its id.
        let skipped = try container.decode(JSONValue.self)
        leftOut.append(
          LeftOutElement(index: index, id: skipped.reportedID, decoding: error, listDepth: decoder.codingPath.count))
      }
    }
  }
}

extension LenientList: Encodable where Element: Encodable {
  /// Writes the kept elements as a JSON array; those left out are not written.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}

extension LenientList: Sendable where Element: Sendable {}

extension LenientList: Equatable where Element: Equatable {}

extension LenientList where Element: ElementReporting {
  /// The elements that `transform` maps, as a list's one last page that counts every element left
  /// out: each that did not decode and each that `transform` refused is passed to `report` once, in
  /// the service's order.
  public func page<Item: Sendable, Failure: Error>(
    reporting report: (LeftOutElement) -> Void,
    _ transform: (Element) throws(Failure) -> Item
  ) -> Page<Item, Failure> {
    var items: [Item] = []
    var refused: [LeftOutElement] = []
    items.reserveCapacity(elements.count)
    for (element, position) in zip(elements, positions) {
      do throws(Failure) {
        items.append(try transform(element))
      } catch {
        let missing = element.missingKey
        refused.append(
          LeftOutElement(
            index: position, id: element.reportedID,
            path: inElement(missing ?? ""),
            reason: missing == nil ? String(describing: error) : "missing"))
      }
    }
    let all = (leftOut + refused).sorted { $0.index < $1.index }
    all.forEach(report)
    return Page(items, leftOut: all.count)
  }
}

extension JSONValue {
  /// The scalar at the object's `id` key, as text: what names an element left out.
  fileprivate var reportedID: String? {
    guard case .object(let keys) = self else { return nil }
    switch keys["id"] {
    case .string(let text): return text
    case .integer(let number): return String(number)
    default: return nil
    }
  }
}

extension LenientList: ExpressibleByArrayLiteral {
  /// A list in which every element decoded, as `init(_:)` makes it.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension LenientList: RandomAccessCollection {
  /// The place of a kept element in `elements`, not in the service's list (see `positions`).
  public typealias Index = Int

  /// 0.
  public var startIndex: Int { elements.startIndex }

  /// How many elements were kept.
  public var endIndex: Int { elements.endIndex }

  /// The kept element at `position` of `elements`.
  public subscript(position: Int) -> Element { elements[position] }
}

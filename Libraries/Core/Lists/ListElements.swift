/// The values a list answer holds, as a page reads them: an array, all or nothing (one value that
/// does not decode failed the answer), or a `LenientList`, which kept the others.
public protocol ListElements<Element>: SendableMetatype {
  /// One value of the list.
  associatedtype Element
  /// The values as a `LenientList`: an array's are all kept.
  var lenientList: LenientList<Element> { get }
}

extension Array: ListElements {
  /// Every element, kept, at its place.
  public var lenientList: LenientList<Element> { LenientList(self) }
}

extension LenientList: ListElements {
  /// The list itself.
  public var lenientList: LenientList<Element> { self }
}

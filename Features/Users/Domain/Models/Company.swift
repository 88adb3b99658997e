/// Where a user works.
public struct Company: Sendable, Equatable, Hashable {
  /// The company's name.
  public var name: String
  /// Its slogan.
  public var catchPhrase: String
  /// What it does, in its own words.
  public var bs: String

  /// Creates a company.
  public init(name: String = "", catchPhrase: String = "", bs: String = "") {
    self.name = name
    self.catchPhrase = catchPhrase
    self.bs = bs
  }
}

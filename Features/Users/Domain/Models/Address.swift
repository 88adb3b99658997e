/// A user's postal address.
public struct Address: Sendable, Equatable, Hashable {
  /// The street and house number, as the service spells them.
  public var street: String
  /// The suite or apartment.
  public var suite: String
  /// The city or town.
  public var city: String
  /// The postal code.
  public var zipcode: String
  /// Where the address is on the map.
  public var coordinates: Coordinates

  /// An address; every part defaults to empty and the coordinates to 0, 0.
  public init(
    street: String = "",
    suite: String = "",
    city: String = "",
    zipcode: String = "",
    coordinates: Coordinates = Coordinates(latitude: 0, longitude: 0)
  ) {
    self.street = street
    self.suite = suite
    self.city = city
    self.zipcode = zipcode
    self.coordinates = coordinates
  }
}

/// A point on Earth, in degrees.
public struct Coordinates: Sendable, Equatable, Hashable {
  /// Degrees north of the equator, -90...90.
  public var latitude: Double
  /// Degrees east of Greenwich, -180...180.
  public var longitude: Double

  /// Creates coordinates.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Whether both values are finite and within their ranges.
  public var isValid: Bool {
    latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
  }
}

/// A user as the JSONPlaceholder `/users` resource sends and takes it.
package struct UserDTO: Codable, Sendable, Equatable {
  /// The address, with coordinates as strings, as on the wire.
  package struct AddressDTO: Codable, Sendable, Equatable {
    package var street: String
    package var suite: String
    package var city: String
    package var zipcode: String
    package var geo: GeoDTO

    package init(street: String, suite: String, city: String, zipcode: String, geo: GeoDTO) {
      self.street = street
      self.suite = suite
      self.city = city
      self.zipcode = zipcode
      self.geo = geo
    }
  }

  /// Coordinates as decimal strings (`"lat": "-37.3159"`).
  package struct GeoDTO: Codable, Sendable, Equatable {
    package var lat: String
    package var lng: String

    package init(lat: String, lng: String) {
      self.lat = lat
      self.lng = lng
    }
  }

  /// The employer.
  package struct CompanyDTO: Codable, Sendable, Equatable {
    package var name: String
    package var catchPhrase: String
    package var bs: String

    package init(name: String, catchPhrase: String, bs: String) {
      self.name = name
      self.catchPhrase = catchPhrase
      self.bs = bs
    }
  }

  /// Absent in a create request; the service assigns it.
  package var id: Int?
  package var name: String
  package var username: String
  package var email: String
  package var address: AddressDTO
  package var phone: String
  package var website: String
  package var company: CompanyDTO

  package init(
    id: Int?,
    name: String,
    username: String,
    email: String,
    address: AddressDTO,
    phone: String,
    website: String,
    company: CompanyDTO
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.address = address
    self.phone = phone
    self.website = website
    self.company = company
  }
}

import Core
import Foundation

extension User {
  /// The domain user a DTO describes.
  ///
  /// - Throws: `UsersError.invalidData` when the id is missing or a coordinate is not a number in range.
  package init(_ dto: UserDTO) throws(UsersError) {
    guard let id = dto.id, let latitude = Double(dto.address.geo.lat), let longitude = Double(dto.address.geo.lng)
    else { throw .invalidData }
    let coordinates = Coordinates(latitude: latitude, longitude: longitude)
    guard coordinates.isValid else { throw .invalidData }
    self.init(
      id: id,
      draft: UserDraft(
        name: dto.name,
        username: dto.username,
        email: dto.email,
        phone: dto.phone,
        website: dto.website,
        address: Address(
          street: dto.address.street, suite: dto.address.suite, city: dto.address.city, zipcode: dto.address.zipcode,
          coordinates: coordinates),
        company: Company(name: dto.company.name, catchPhrase: dto.company.catchPhrase, bs: dto.company.bs)
      )
    )
  }
}

extension UserDTO: ElementReporting {
  /// `id` when it is missing; the coordinates, the other failure of the mapping, are not a key.
  package var missingKey: String? { id == nil ? "id" : nil }

  package var reportedID: String? { id.map { String($0) } }
}

extension UserDTO {
  /// The wire form of a draft, with no id.
  package init(_ draft: UserDraft, id: Int? = nil) {
    self.init(
      id: id,
      name: draft.name.trimmingCharacters(in: .whitespacesAndNewlines),
      username: draft.username,
      email: draft.email,
      address: AddressDTO(
        street: draft.address.street, suite: draft.address.suite, city: draft.address.city,
        zipcode: draft.address.zipcode,
        geo: GeoDTO(
          lat: String(draft.address.coordinates.latitude), lng: String(draft.address.coordinates.longitude))),
      phone: draft.phone,
      website: draft.website,
      company: CompanyDTO(name: draft.company.name, catchPhrase: draft.company.catchPhrase, bs: draft.company.bs)
    )
  }

  /// The wire form of a user.
  package init(_ user: User) {
    self.init(user.draft, id: user.id)
  }
}

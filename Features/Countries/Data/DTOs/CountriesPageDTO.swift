/// The `data` of a v5 envelope: one page of country objects and where it sits in the whole list.
package struct CountriesPageDTO: Decodable, Sendable, Equatable {
  /// `data.meta`: the page's place in the list.
  package struct MetaDTO: Decodable, Sendable, Equatable {
    /// How many objects the whole list holds.
    package var total: Int?
    /// How many objects this page holds.
    package var count: Int?
    /// The page size asked for.
    package var limit: Int?
    /// The index of this page's first object in the whole list.
    package var offset: Int?
    /// Whether another page follows.
    package var more: Bool?

    package init(total: Int?, count: Int? = nil, limit: Int? = nil, offset: Int?, more: Bool?) {
      self.total = total
      self.count = count
      self.limit = limit
      self.offset = offset
      self.more = more
    }
  }

  package var objects: [CountryDTO]
  package var meta: MetaDTO?

  package init(objects: [CountryDTO], meta: MetaDTO?) {
    self.objects = objects
    self.meta = meta
  }
}

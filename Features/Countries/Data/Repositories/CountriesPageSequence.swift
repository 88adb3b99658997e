/// The pages of the country list, added in order and checked as they come: a page must start where
/// the previous one ended, add only codes not seen before, and the whole must add up to the first
/// page's `total`, within `maximumPages`. Anything else is `invalidData`, so a broken server cannot
/// loop or grow memory.
struct CountriesPageSequence {
  /// The countries of the pages added so far, in order.
  private(set) var countries: [CountryDTO] = []
  /// The total the first page that gave one announced.
  private(set) var total: Int?
  /// Whether every page that was followed by another held `pageSize` countries, so the offsets of
  /// the pages left can be worked out ahead.
  private(set) var pagesAreFull = true
  private var codes = Set<String>()
  private let pageSize: Int
  private let maximumPages: Int

  /// An empty sequence of pages of `pageSize`, at most `maximumPages` of them.
  init(pageSize: Int, maximumPages: Int) {
    self.pageSize = pageSize
    self.maximumPages = maximumPages
  }

  /// Adds `page`, which was asked at `offset`, and answers whether another page follows.
  ///
  /// - Throws: `CountriesError.invalidData` for a page at another offset, a code seen before, more
  ///   countries than the total, a total beyond `maximumPages`, a last page short of the total, an
  ///   empty page that says more follow, or one that says so past the total.
  mutating func add(_ page: CountriesPageDTO, askedAt offset: Int) throws(CountriesError) -> Bool {
    if let pageOffset = page.meta?.offset, pageOffset != offset { throw .invalidData }
    for dto in page.objects {
      guard codes.insert(try Country(dto).code).inserted else { throw .invalidData }
    }
    countries += page.objects
    total = total ?? page.meta?.total
    if let total, countries.count > total || total > maximumPages * pageSize { throw .invalidData }
    guard page.meta?.more ?? total.map({ countries.count < $0 }) ?? false else {
      if let total, countries.count != total { throw .invalidData }
      return false
    }
    if page.objects.isEmpty { throw .invalidData }
    if let total, countries.count >= total { throw .invalidData }
    if page.objects.count != pageSize { pagesAreFull = false }
    return true
  }
}

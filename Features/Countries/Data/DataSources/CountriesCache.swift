import Core

/// The countries' cache in SQLite, by Core's `SQLiteListCache`: the list in the `countries` table, and
/// each country read on its own (its full object, which the list's fields leave out) apart in
/// `country_details`, so a refresh of the list never overwrites details. Both find a country by its
/// alpha-3 or alpha-2 code.
package typealias CountriesCache = DetailedListCache<CountriesTable, CountriesTable>

/// One of the countries' tables.
package typealias CountriesTable = SQLiteListCache<CountryRow, CountryDTO, CountriesError>

extension CountriesCache {
  /// The cache in `database`, which `CountryRow.migrations` were applied to.
  package init(database: SQLiteDatabase) {
    self.init(
      summaries: CountriesTable(database: database, table: "countries"),
      details: CountriesTable(database: database, table: "country_details"))
  }
}

extension CountriesTable {
  /// The table `table` of `database`, found by alpha-2 code too.
  init(database: SQLiteDatabase, table: String) {
    self.init(
      database: database, table: table, secondKey: "alpha2", row: CountryRow.init, value: { row in row.country })
  }
}

extension CountryDTO: Identifiable {
  /// The alpha-3 code in upper case, as the cache keys a country; blank when the object lacks it
  /// (it then fails to map, and to be stored).
  package var id: String { codes?.alpha3?.uppercased() ?? "" }
}

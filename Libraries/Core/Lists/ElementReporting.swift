/// A service's value (a DTO) that says what the report of it names when its mapping to the domain
/// fails in a list: the key it lacks and its id.
public protocol ElementReporting {
  /// The first required key it lacks, as a path such as `account.indexable`; `nil` when it has
  /// them all (the mapping failed for another reason).
  var missingKey: String? { get }
  /// Its id as the service sent it; `nil` when it has none.
  var reportedID: String? { get }
}

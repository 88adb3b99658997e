/// Which of a resource's requests carry the parameters given to `HTTPResource.sending(query:headers:on:)`.
public enum HTTPParameterScope: Sendable, Hashable {
  /// Every request: the list, each page, one value's read, every write and every action.
  case everyRequest
  /// The list and each of its pages alone, for a parameter that only the document's list operation
  /// declares (`GET /projects?workspace=…`).
  case listRequests
}

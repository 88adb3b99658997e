import Networking

extension CountriesError: HTTPFailureReporting {
  /// The statuses REST Countries v5 answers for its key and its plan: a 401 is `unauthorized`, a
  /// 403 `quotaExceeded` (the quota is used up, or the plan lacks the resource), a 429 that outlived
  /// the client's retries `rateLimited`.
  public static func failure(status: Int) -> CountriesError? {
    switch status {
    case 401: .unauthorized
    case 403: .quotaExceeded
    case 429: .rateLimited
    default: nil
    }
  }
}

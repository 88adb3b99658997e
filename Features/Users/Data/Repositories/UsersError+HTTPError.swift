import Networking

/// Maps every failed exchange: a 404 for one user is `notFound(id:)`, and a refused request the
/// failure of what it was doing (see `HTTPFailureReporting`).
extension UsersError: HTTPFailureReporting {}

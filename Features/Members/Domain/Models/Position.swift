import Resources

/// Where a member plays on the team.
public enum Position: Int, Sendable, CaseIterable, Comparable, Hashable {
  /// The top lane.
  case top = 1
  /// The jungle.
  case jungle = 2
  /// The middle lane.
  case mid = 3
  /// The carry (bottom lane).
  case carry = 4
  /// The support.
  case support = 5

  /// The position's name in the person's language.
  public var displayName: String {
    switch self {
    case .top: "members.position.top".localized()
    case .jungle: "members.position.jungle".localized()
    case .mid: "members.position.mid".localized()
    case .carry: "members.position.carry".localized()
    case .support: "members.position.support".localized()
    }
  }

  /// Orders positions as the team sheet lists them, top to support.
  public static func < (lhs: Position, rhs: Position) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

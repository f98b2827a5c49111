/// Which contrast measure decides a region's verdict.
///
/// WCAG 2.x is what audits and most contracts cite; APCA (the candidate for
/// WCAG 3) models perception better, especially light text on dark. A team
/// moving between them can gate on both for a while.
public enum ContrastStandard: String, Sendable, Equatable, CaseIterable {
    /// WCAG 2.x contrast ratio only (the default, and the behaviour without a policy).
    case wcag2
    /// APCA only: the region passes when |Lc| reaches the required Lc.
    case apca
    /// Both: the region must pass the WCAG ratio and the APCA Lc.
    case both

    /// Whether the WCAG ratio is checked.
    public var includesWCAG: Bool { self != .apca }
    /// Whether the APCA Lc is checked.
    public var includesAPCA: Bool { self != .wcag2 }

    /// This standard with WCAG and/or APCA added, e.g. when a sidecar region
    /// asks for a `minimumLc` under a WCAG-only policy.
    func adding(wcag: Bool, apca: Bool) -> ContrastStandard {
        let w = includesWCAG || wcag, a = includesAPCA || apca
        return w && a ? .both : (a ? .apca : .wcag2)
    }
}

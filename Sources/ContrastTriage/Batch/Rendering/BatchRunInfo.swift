import ContrastScan
/// How a batch run went, beside what it found: shown in the summary of
/// `contrastscan batch`, absent from `merge` (a merge analyses nothing).
public struct BatchRunInfo: Sendable, Equatable {
    /// Images this run was asked for (after `--shard`).
    public var requested: Int
    /// Images `--resume` found already done and did not analyse again.
    public var skippedAlreadyDone: Int
    /// Images analysed (or found broken) by this run.
    public var analysedNow: Int
    /// The `--shard`, when one was given.
    public var shard: Shard?

    public init(requested: Int, skippedAlreadyDone: Int, analysedNow: Int, shard: Shard? = nil) {
        self.requested = requested
        self.skippedAlreadyDone = skippedAlreadyDone
        self.analysedNow = analysedNow
        self.shard = shard
    }
}

import ContrastScan
/// One screenshot of a batch, as found from the paths given.
public struct BatchItem: Sendable, Equatable {
    /// The PNG, as it is opened: the folder given joined with the path below it,
    /// or the file as given. It names the image in the JSON lines, in `--resume`
    /// and in `merge`.
    public var path: String
    /// The path relative to the input it was found under (the file name for a
    /// file or a glob match). Stable wherever the folder is mounted, so it is
    /// what `--shard` hashes.
    public var relativePath: String
    /// Where its annotated copy goes under `--annotate DIR`: the relative path,
    /// made unique within the batch.
    public var outputName: String
    /// Set when the input could not be used at all (no such file, an empty
    /// glob): the item becomes an error row without being opened.
    public var problem: String?

    public init(path: String, relativePath: String, outputName: String? = nil, problem: String? = nil) {
        self.path = path
        self.relativePath = relativePath
        self.outputName = outputName ?? relativePath
        self.problem = problem
    }
}

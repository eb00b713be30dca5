/// Lookups in sorted arrays, for work that runs once per site: a file can hold thousands of
/// sites, and a scan of all of them per site makes large files quadratic.

extension Array {
    /// The first index whose element satisfies `predicate`, for a predicate that is false for a
    /// prefix of the array and true for the rest.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// Answers whether a byte range overlaps any of a fixed set of ranges, in logarithmic time.
struct OverlapIndex {
    private let ranges: [Range<Int>]
    /// The largest upper bound among `ranges[0...i]`.
    private let reach: [Int]

    init(_ ranges: [Range<Int>]) {
        self.ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var reach: [Int] = []
        reach.reserveCapacity(self.ranges.count)
        for range in self.ranges { reach.append(max(reach.last ?? Int.min, range.upperBound)) }
        self.reach = reach
    }

    /// Whether some range starts before `range` ends and ends after it starts.
    func overlaps(_ range: Range<Int>) -> Bool {
        let before = ranges.partitioningIndex { $0.lowerBound >= range.upperBound }
        return before > 0 && reach[before - 1] > range.lowerBound
    }
}

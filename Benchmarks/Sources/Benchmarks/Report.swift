import Foundation

/// The median of `values` (`nan` when empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Writes a progress line to stderr (the tables go to stdout).
func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

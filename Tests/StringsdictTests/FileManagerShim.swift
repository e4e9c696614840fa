import Foundation

/// Directory walking for tests.
enum FileManagerShim {
    /// Every regular file under `folder`, as full paths.
    static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(path)
            }
        }
        return result
    }
}

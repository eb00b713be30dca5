// The AppKit module, for golden cases of macOS-only files: they import it, and navmigrate reads
// that import as "only macOS builds this file". Nothing of it is used.
public enum AppKitShim {}

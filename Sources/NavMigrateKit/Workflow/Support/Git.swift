#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place navmigrate starts `git`, and the only file in `Sources/` that spawns a
/// process (a test keeps it so).
///
/// navmigrate runs git inside folders it was merely pointed at, so it treats their
/// repositories as untrusted: whatever their config, hooks or attributes say, git must not run
/// another program on their behalf, nor read the repository named by variables the caller's
/// environment happened to carry. Every run therefore gets:
///
/// - `--no-pager`, `-C <top> --work-tree=<top>` (a `core.worktree` in the repository cannot
///   point git elsewhere), `-c core.fsmonitor=false` (an fsmonitor hook is a command, run on
///   every index read), `-c core.hooksPath=/dev/null` (no hook of any name can be found), and
///   for every filter driver defined in a config file git will read (`GitConfigScan`),
///   `-c filter.<name>.clean= -c filter.<name>.smudge= -c filter.<name>.process=
///   -c filter.<name>.required=false`: `git status` runs clean filters to compare a file whose
///   stat data changed with the index.
/// - An environment built from scratch: `PATH`, `HOME`, `XDG_CONFIG_HOME`, `GIT_CONFIG_GLOBAL`,
///   `GIT_CONFIG_SYSTEM`, `GIT_CONFIG_NOSYSTEM` and `SUDO_UID` pass through (which config files
///   git reads, and so which `safe.directory` it honours, stays the user's choice); nothing
///   else does. navmigrate adds `LC_ALL=C`, `GIT_OPTIONAL_LOCKS=0` (no index write, so no
///   `post-index-change` hook and no lock taken from a concurrent git),
///   `GIT_CEILING_DIRECTORIES=<parent of top>` (git finds the repository navmigrate found, or
///   none), `GIT_ALLOW_PROTOCOL=` (empty: every transport refused, so a partial clone's lazy
///   fetch can never reach `core.sshCommand`, `remote.*.uploadpack`, a remote helper or a
///   credential helper), `GIT_NO_LAZY_FETCH=1` (the same, for git 2.44 and later),
///   `GIT_TERMINAL_PROMPT=0` and `GIT_LITERAL_PATHSPECS=1`.
///
/// The process is started with `posix_spawn`: standard input and error on `/dev/null`, standard
/// output on a pipe read to its end before `waitpid`; descriptors navmigrate opens are
/// close-on-exec, and on Darwin `POSIX_SPAWN_CLOEXEC_DEFAULT` closes any other. `git` is looked
/// up on `PATH` here, skipping relative entries, so a `git` in the folder being migrated is
/// never the one run.
enum Git {
    /// The environment variables passed through to git, when set.
    static let passedEnvironment: Set<String> = [
        "PATH", "HOME", "XDG_CONFIG_HOME", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM",
        "GIT_CONFIG_NOSYSTEM", "SUDO_UID",
    ]

    /// Runs `git <safety options> <arguments>` on the work tree whose top folder is `top` (a
    /// real path) and returns its standard output, or nil when git is missing, the folder
    /// holds no repository git accepts, a filter driver's name cannot be neutralised, or git
    /// fails.
    static func run(_ arguments: [String], workTree top: String) -> [UInt8]? {
        guard let executable = executable, let repository = GitRepository.at(top) else { return nil }
        let environment = currentEnvironment()
        let scan = GitConfigScan.scan(GitConfigScan.files(for: repository, environment: environment,
                                                         gitPrefix: installPrefix(of: executable)),
                                      home: environment["HOME"], gitPrefix: installPrefix(of: executable))
        guard let safety = safetyArguments(workTree: top, filterDrivers: scan.filterDrivers) else { return nil }
        return spawn(executable, [executable] + safety + arguments,
                     environment: childEnvironment(from: environment, workTree: top))
    }

    /// The options every git run starts with; nil when a driver name cannot be written as a
    /// `-c` key (it holds `=`, a newline or bytes that are not UTF-8), in which case git is not
    /// run at all.
    static func safetyArguments(workTree top: String, filterDrivers: [[UInt8]]) -> [String]? {
        var arguments = ["--no-pager", "-C", top, "--work-tree=" + top,
                         "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"]
        for raw in filterDrivers {
            let name = String(decoding: raw, as: UTF8.self)
            guard Array(name.utf8) == raw, !raw.contains(UInt8(ascii: "=")), !raw.contains(10), !raw.contains(0)
            else { return nil }
            for key in ["clean=", "smudge=", "process=", "required=false"] {
                arguments += ["-c", "filter.\(name).\(key)"]
            }
        }
        return arguments
    }

    /// The child's environment: the passed-through variables, then navmigrate's own.
    static func childEnvironment(from environment: [String: String], workTree top: String) -> [String: String] {
        var child = environment.filter { passedEnvironment.contains($0.key) }
        child["LC_ALL"] = "C"
        child["GIT_OPTIONAL_LOCKS"] = "0"
        child["GIT_CEILING_DIRECTORIES"] = parentFolder(of: top)
        child["GIT_ALLOW_PROTOCOL"] = ""
        child["GIT_NO_LAZY_FETCH"] = "1"
        child["GIT_TERMINAL_PROMPT"] = "0"
        child["GIT_LITERAL_PATHSPECS"] = "1"
        return child
    }

    /// This process's environment, read from `environ`.
    static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
        guard var entry = _NSGetEnviron()?.pointee else { return result }
        #else
        guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return result }
        #endif
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let key = String(text[..<equals])
                if result[key] == nil { result[key] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// `git` on `PATH`, looked up once; relative `PATH` entries (and empty ones, which mean the
    /// current folder) are skipped.
    static let executable: String? = findExecutable("git", path: currentEnvironment()["PATH"])

    static func findExecutable(_ name: String, path: String?) -> String? {
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: true)
        where folder.hasPrefix("/") {
            let candidate = joinPath(String(folder), name)
            if FileStatus.of(candidate, followingSymlinks: true)?.kind == .regular, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// The installation prefix git expands `%(prefix)` to: the folder above the one holding
    /// the real executable (`/usr` for `/usr/bin/git`).
    static func installPrefix(of executable: String) -> String {
        parentFolder(of: parentFolder(of: resolvedPath(executable) ?? executable))
    }

    // MARK: - Spawning

    /// Starts `executable` with `arguments` (the first is its name) and `environment`, and
    /// returns its standard output when it exits with status 0.
    private static func spawn(_ executable: String, _ arguments: [String],
                              environment: [String: String]) -> [UInt8]? {
        guard let (readEnd, writeEnd) = makePipe() else { return nil }
        var closeReadEnd = true
        defer { if closeReadEnd { close(readEnd) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with no blocked signals and the default action for the ones
        // navmigrate handles or might ignore.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, numericCast(flags))

        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        var envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        envp.append(nil)
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(writeEnd)
        guard started == 0 else { return nil }
        // Read everything first: git blocks once the pipe is full, so waiting before reading
        // could wait forever.
        let output = readToEnd(readEnd)
        close(readEnd)
        closeReadEnd = false
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // Exited normally (no signal), with status 0.
        let exitedNormally = status & 0x7f == 0
        guard exitedNormally, (status >> 8) & 0xff == 0 else { return nil }
        return output
    }

    /// A close-on-exec pipe whose ends are not standard descriptors (a dup2 onto the same
    /// number would keep close-on-exec set).
    private static func makePipe() -> (Int32, Int32)? {
        var fds: [Int32] = [-1, -1]
        #if canImport(Darwin)
        guard pipe(&fds) == 0 else { return nil }
        #else
        guard systemPipe2(&fds, Int32(O_CLOEXEC)) == 0 else { return nil }
        #endif
        for index in 0..<2 {
            #if canImport(Darwin)
            _ = fcntl(fds[index], F_SETFD, FD_CLOEXEC)
            #endif
            if fds[index] <= 2 {
                let moved = fcntl(fds[index], F_DUPFD_CLOEXEC, 3)
                close(fds[index])
                fds[index] = moved
            }
        }
        guard fds[0] >= 0, fds[1] >= 0 else {
            for fd in fds where fd >= 0 { close(fd) }
            return nil
        }
        return (fds[0], fds[1])
    }
}

#if !canImport(Darwin)
/// `pipe2`, which the C library has but its Swift module does not show (it is a GNU
/// extension): the descriptors are close-on-exec from the start, so a git started by another
/// thread at the same moment never inherits them.
@_silgen_name("pipe2")
private func systemPipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
#endif

/// The folder above a path; `/` stays `/`.
func parentFolder(of path: String) -> String {
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == bytes.startIndex { return "/" }
    return String(path[..<slash])
}

"""Shared by scripts/check-package-route, check-plugin, install and bench: builds navmigrate on the
package route (NAVMIGRATE_SWIFT_SYNTAX=package: the swift-syntax package instead of the
toolchain's libraries) from a scratch copy of the project, so the checkout's own configuration,
Package.resolved and .build stay untouched.

swift-syntax comes from a SwiftPM mirror made from a git bundle or bare repository:
NAVMIGRATE_SWIFT_SYNTAX_MIRROR, else shared/swift-syntax/swift-syntax.bundle in a folder above the
checkout; without either (or with NAVMIGRATE_SWIFT_SYNTAX_MIRROR=none), from GitHub.

The work folder (default .build/package-route, which git ignores) holds:
  mirror/swift-syntax.git   the bare repository the mirror points at
  cache/                    SwiftPM's repository cache, shared by every copy
  <version>/ or newest/     a copy of the project per swift-syntax version, each with its own
                            Package.resolved and .build (debug/ and release/ inside)
One copy and build folder per version rather than one shared: two versions have no object file in
common, so sharing saves nothing on a clean build, and switching one folder between versions would
rebuild everything every run; this way a second run rebuilds only what changed in the checkout.
"""
import filecmp
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UPSTREAM = "https://github.com/swiftlang/swift-syntax.git"
DEFAULT_WORK = os.path.join(ROOT, ".build", "package-route")
SKIPPED = {".build", ".swiftpm", "Package.resolved"}


def find_mirror_source():
    """The bundle or bare repository to mirror swift-syntax from, or None (then: the network)."""
    explicit = os.environ.get("NAVMIGRATE_SWIFT_SYNTAX_MIRROR")
    if explicit == "none":  # use the network even where a bundle is found
        return None
    if explicit:
        if not os.path.exists(explicit):
            sys.exit(f"NAVMIGRATE_SWIFT_SYNTAX_MIRROR={explicit} does not exist")
        return os.path.abspath(explicit)
    folder = ROOT
    while True:
        candidate = os.path.join(folder, "shared", "swift-syntax", "swift-syntax.bundle")
        if os.path.isfile(candidate):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def project_files():
    """The checkout's files that git knows of (tracked, or untracked and not ignored)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                                cwd=ROOT, check=True, capture_output=True).stdout.decode()
        files = [f for f in listed.split("\0") if f and os.path.isfile(os.path.join(ROOT, f))]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for folder, dirs, names in os.walk(ROOT):
            dirs[:] = [d for d in dirs if d not in (".build", ".swiftpm", ".git")]
            files += [os.path.relpath(os.path.join(folder, n), ROOT) for n in names]
    return sorted(f for f in files if f.split("/")[0] not in SKIPPED)


def sync_copy(destination):
    """Makes `destination` hold exactly the project's files; returns how many."""
    wanted = set(project_files())
    for relative in sorted(wanted):
        source, target = os.path.join(ROOT, relative), os.path.join(destination, relative)
        if os.path.isfile(target) and filecmp.cmp(source, target, shallow=False):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
    for folder, dirs, names in os.walk(destination):
        relative_folder = os.path.relpath(folder, destination)
        if relative_folder == ".":
            dirs[:] = [d for d in dirs if d not in SKIPPED]
        for name in names:
            relative = os.path.normpath(os.path.join(relative_folder, name))
            if relative not in wanted and relative not in SKIPPED:
                os.remove(os.path.join(folder, name))
    return len(wanted)


class PackageRoute:
    """One scratch copy of the project building against one swift-syntax version (or the newest
    the manifest allows, `version=None`)."""

    def __init__(self, version=None, work=DEFAULT_WORK, log=print):
        self.version = version
        self.work = os.path.abspath(work)
        self.src = os.path.join(self.work, version or "newest")
        self.cache = os.path.join(self.work, "cache")
        self.env = dict(os.environ, NAVMIGRATE_SWIFT_SYNTAX="package")
        self.log = log
        self.mirror_source = None
        self.mirror = None

    def prepare(self):
        """Copies the project and points SwiftPM at the mirror (or at GitHub without one)."""
        os.makedirs(self.src, exist_ok=True)
        count = sync_copy(self.src)
        self.mirror_source = find_mirror_source()
        if self.mirror_source:
            self.mirror = make_mirror(self.mirror_source, self.work, [self.version] if self.version else [])
            self.swift(["package", "config", "set-mirror", "--original", UPSTREAM, "--mirror", "file://" + self.mirror],
                       check=True)
            where = self.mirror_source
        else:
            self.swift(["package", "config", "unset-mirror", "--original", UPSTREAM])
            where = UPSTREAM
        self.log(f"{count} files copied to {self.src}; swift-syntax {self.version or '(newest)'} from {where}")

    def swift(self, arguments, check=False, capture=True):
        """Runs `swift <arguments>` in the copy, with the package route and the shared cache."""
        command = ["swift"] + arguments[:1] + ["--cache-path", self.cache] + arguments[1:]
        if arguments[:1] == ["package"] and arguments[1:2] == ["config"]:
            command = ["swift"] + arguments
        result = subprocess.run(command, cwd=self.src, env=self.env, text=True,
                                stdout=subprocess.PIPE if capture else None,
                                stderr=subprocess.STDOUT if capture else None)
        if check and result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed:\n{(result.stdout or '')[-3000:]}")
        return result

    def resolve(self):
        """Pins swift-syntax; returns the pinned version."""
        if self.version is None:
            self.swift(["package", "update"], check=True)
        else:
            if not os.path.exists(os.path.join(self.src, "Package.resolved")):
                self.swift(["package", "resolve"], check=True)
            if self.pinned_version() != self.version:
                self.swift(["package", "resolve", "swift-syntax", "--version", self.version], check=True)
        return self.pinned_version()

    def pinned_version(self):
        with open(os.path.join(self.src, "Package.resolved")) as handle:
            pins = json.load(handle)["pins"]
        return next(p["state"]["version"] for p in pins if p["identity"] == "swift-syntax")

    def build(self, configuration="debug", products=("navmigrate",), jobs=None, flags=()):
        """Resolves and builds; returns (swift-syntax version, bin folder, seconds); raises
        RuntimeError when resolving or building fails."""
        start = time.monotonic()
        version = self.resolve()
        jobs = jobs or os.cpu_count() or 2
        for product in products:
            result = self.swift(["build", "-c", configuration, "-j", str(jobs), "--product", product] + list(flags))
            if result.returncode != 0:
                errors = list(dict.fromkeys(l for l in result.stdout.splitlines() if l.startswith("/") and "error:" in l))
                raise RuntimeError(f"building {product} against swift-syntax {version} failed:\n" +
                                   "\n".join((errors or result.stdout.splitlines())[-30:]))
        bin_path = self.swift(["build", "-c", configuration, "--show-bin-path"] + list(flags),
                              check=True).stdout.strip().splitlines()[-1]
        for product in products:
            linked = links_toolchain_syntax(os.path.join(bin_path, product))
            if linked:
                raise RuntimeError(f"{product} loads {linked}: that is the toolchain route, not the package route")
        return version, bin_path, time.monotonic() - start


def make_mirror(source, work, versions):
    """A bare repository made from the bundle, at a fixed path (the mirror setting names it). Its
    last path component becomes the package identity, so it is called swift-syntax.git."""
    mirror = os.path.join(work, "mirror", "swift-syntax.git")
    if os.path.isdir(mirror):
        tags = subprocess.run(["git", "tag"], cwd=mirror, capture_output=True, text=True).stdout.split()
        if tags and all(v in tags for v in versions):
            return mirror
        shutil.rmtree(mirror)
    os.makedirs(os.path.dirname(mirror), exist_ok=True)
    subprocess.run(["git", "clone", "-q", "--bare", source, mirror], check=True)
    return mirror


def links_toolchain_syntax(binary):
    """The shared swift-syntax library a binary loads, if any (the toolchain route's mark)."""
    try:
        linked = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    except OSError:
        return None
    return next((l.strip() for l in linked.splitlines() if "libSwiftSyntax" in l), None)

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavMigrateKit

let options: CommandLineOptions
do {
    options = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Terminal.err(error.line)
    exit(ExitStatus.usage.rawValue)
}

if options.showHelp {
    Terminal.out(usageText + "\n")
    exit(ExitStatus.clean.rawValue)
}
if options.showVersion {
    Terminal.out("navmigrate \(NavMigrateVersion.string)\n")
    exit(ExitStatus.clean.rawValue)
}

exit(RunCommand(options: options).run().rawValue)

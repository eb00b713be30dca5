import Foundation

/// A run over a whole project: every file is planned once with what it knows alone, the
/// files' facts make the project's graph, and only the files that the graph answers otherwise
/// than they assumed are planned again. Then the sites of every file are coordinated
/// together, so that a view whose navigation spans files is migrated whole or not at all,
/// and files whose sites need each other form one change set.
struct ProjectPass {
    let items: [BatchItem]
    let jobs: Int
    /// Called on the calling thread while files are planned.
    let progress: ((_ done: Int, _ total: Int) -> Void)?

    /// What a reading of a file gave.
    private enum Reading: Sendable {
        case outcome(FileOutcome)
        /// A file no rule has work in: the names of the types it may use, and of those it
        /// declares.
        /// `stackFunctions`: where the file writes `NavigationStack` or `NavigationSplitView`, the
        /// names of the functions it declares (a wrapper `func inNavigation()` among them); nil
        /// where it writes neither.
        /// `hosting`: its functions that hand a view to UIKit (`HostingFunctions`).
        case bystander(mentions: Set<String>, declares: Set<String>, stackFunctions: Set<String>?, protocols: [String: [String]],
                       extensionNames: [String: Set<String>], hosting: HostingFunctions, likeSwiftUI: Set<String>)
        case planned(PlannedFile.Lean)
        case done(FileMigration)
    }

    /// Plans every file and hands each outcome to `deliver`, in the items' order; returns the
    /// number delivered (`deliver` may stop the run).
    func run(deliver: (Int, FileOutcome) -> BatchRunner.Decision) -> Int {
        var revised = self.items
        let unrevised = self.items
        // Files no target of the Xcode project above them compiles are left out (see
        // `TargetMembership`): looked up once per folder, before any file is read.
        let membership = TargetMembership()
        let unbuilt = unrevised.map { $0.file.skipReason == nil ? membership.unbuiltBy(file: $0.file.location) : nil }
        var readings = parallelMap(unrevised.count, jobs: jobs, progress: progress) { index in
            if let project = unbuilt[index] { return Reading.outcome(Self.notBuilt(unrevised[index], by: project)) }
            return Self.read(unrevised[index], graph: nil, readsEverything: false, firstReading: true)
        }
        // A view of the project's own named as one of SwiftUI's (`struct Link` wrapping a
        // `NavigationLink`): the first reading took its calls for SwiftUI's, so the files that
        // write its name are read again, knowing it is the project's.
        let firstFacts = readings.compactMap { reading in
            if case .planned(let file) = reading { file.facts } else { nil }
        }
        let own = Self.typesOfInterest(firstFacts).filter { builtInTypeNames.contains($0) }
        // The app's own modifiers that hold links (`FileFacts.linkModifiers`): the files that
        // write their names are read again, for the places they are applied, as uses.
        var foundModifiers = firstFacts.reduce(into: Set<String>()) { $0.formUnion($1.linkModifiers) }
        var modifierLabels = firstFacts.reduce(into: [String: Set<String>]()) { labels, facts in
            labels.merge(facts.linkModifierLabels) { $0.union($1) }
        }
        // A `View` extension function that makes a view with links declared in another file
        // (`func fruitRow(...) -> some View { FruitRow(...) }`) applies those links where it is
        // applied, as one in the view's own file does.
        let typesWithLinks = Set(firstFacts.flatMap { $0.types.filter { !$0.activeLinks.isEmpty }.map { lastName($0.name) } })
        if !typesWithLinks.isEmpty {
            // Such a function in a file with no navigation of its own: the files that make one
            // of these views and extend `View` are read for their functions.
            let helperFiles = readings.indices.filter { index in
                guard case .bystander(let mentions, _, _, _, _, _, _) = readings[index] else { return false }
                return !mentions.isDisjoint(with: typesWithLinks)
            }
            let firstItems = unrevised
            let helperFacts = parallelMap(helperFiles.count, jobs: jobs, progress: nil) { position -> FileFacts? in
                let item = firstItems[helperFiles[position]]
                guard let bytes = try? readRegularFile(item.file.location), bytes.containsBytes(Array("extension View".utf8)),
                      case .planned(let file) = Self.read(item, graph: nil, readsEverything: true, firstReading: false) else { return nil }
                return file.facts
            }
            for facts in firstFacts + helperFacts.compactMap({ $0 }) {
                for (name, function) in facts.viewFunctionMentions.sorted(by: { $0.key < $1.key })
                where !foundModifiers.contains(name) && !function.names.isDisjoint(with: typesWithLinks) {
                    foundModifiers.insert(name)
                    modifierLabels[name, default: []].formUnion(function.labels)
                }
            }
        }
        // A `View` extension function that wraps what it is applied to in a stack and pushes
        // what it is handed from a `navigationDestination` (a link modifier already migrated) is
        // one of them too: the views it pushes are pushed (`ProjectGraph.pushingWrapper(of:)`),
        // on a second run as on the first.
        let pushingFiles = readings.indices.filter { index in
            guard case .bystander(_, _, let functions?, _, _, _, _) = readings[index] else { return false }
            return !functions.isEmpty
        }
        let pushingItems = unrevised
        let pushingFacts = parallelMap(pushingFiles.count, jobs: jobs, progress: nil) { position -> FileFacts? in
            let item = pushingItems[pushingFiles[position]]
            guard let bytes = try? readRegularFile(item.file.location), bytes.containsBytes(Array("extension View".utf8)),
                  bytes.containsBytes(Array("navigationDestination".utf8)),
                  case .planned(let file) = Self.read(item, graph: nil, readsEverything: true, firstReading: false) else { return nil }
            return file.facts
        }
        for facts in pushingFacts.compactMap({ $0 }) {
            for (name, labels) in facts.linkModifierLabels.sorted(by: { $0.key < $1.key }) {
                foundModifiers.insert(name)
                modifierLabels[name, default: []].formUnion(labels)
            }
        }
        let modifiers = foundModifiers
        // The app's functions that hand a view to UIKit as a hosting controller's root: the
        // files that write their names are read again, for the views handed to them.
        let hosting = HostingFunctions.resolved(readings.compactMap { reading in
            switch reading {
            case .bystander(_, _, _, _, _, let functions, _): functions
            case .planned(let file): file.facts?.hosting
            default: nil
            }
        })
        let hostingNames = Set(hosting.compactMap { $0.split(separator: "(").first.map(String.init) })
        // The project's types named with a lower-case letter first (`struct iPadRow: View`): the
        // first reading took their calls for functions', so the files that write them are read
        // again, knowing they make types.
        let lowerCase = readings.reduce(into: Set<String>()) { names, reading in
            switch reading {
            case .bystander(_, let declares, _, _, _, _, _):
                // Read from the bytes, not parsed: a word after `struct` in a comment ("a struct
                // that holds ...") is no type, so only a camel-cased name counts (`iPadRow`).
                names.formUnion(declares.filter { $0.first?.isLowercase == true && $0.contains(where: \.isUppercase) })
            case .planned(let file):
                for type in file.facts?.types ?? [] {
                    let name = lastName(type.name)
                    if name.first?.isLowercase == true { names.insert(name) }
                }
            default:
                break
            }
        }
        // The project's own functions named as SwiftUI's modifiers that hold no content
        // (`func preference(key:)` that wraps in a `List`): their calls are the project's.
        let likeSwiftUI = readings.reduce(into: Set<String>()) { names, reading in
            switch reading {
            case .bystander(_, _, _, _, _, _, let declared): names.formUnion(declared)
            case .planned(let file): names.formUnion(Set((file.facts?.viewFunctionMentions ?? [:]).keys).intersection(labelledBuiltInModifierNames))
            default: break
            }
        }
        // The project's views whose links push what they are handed (`Cell(destination:
        // Detail())`): the files that write their names are read again, where what is handed
        // to them is pushed, not shown.
        let linkViews = readings.reduce(into: [String: Set<String>]()) { views, reading in
            if case .planned(let file) = reading { views.merge(file.facts?.linkViewProperties ?? [:]) { $0.union($1) } }
        }
        // The app's own modifiers applied around the views of the files read (`.bubble()`): the
        // files that declare one in an extension of `View` are read for what it does
        // (`FileFacts.lookModifiers`: only SwiftUI's modifiers, so no list around the rows).
        let appliedModifiers = firstFacts.reduce(into: Set<String>()) { names, facts in
            for use in facts.uses {
                for case .modifier(let name) in use.contexts { names.insert(name) }
            }
        }.subtracting(modifiers)
        let appliedDeclarations = appliedModifiers.map { Array("func \($0)".utf8) }
        if !own.isEmpty || !modifiers.isEmpty || !hosting.isEmpty || !lowerCase.isEmpty || !likeSwiftUI.isEmpty || !linkViews.isEmpty
            || !appliedModifiers.isEmpty {
            for index in revised.indices {
                revised[index].options.ownModifiersNamedLikeSwiftUI = likeSwiftUI
                revised[index].options.ownTypesNamedLikeSwiftUI = own
                revised[index].options.linkModifierNames = modifiers
                revised[index].options.linkModifierLabels = modifierLabels
                revised[index].options.hostingCalls = hosting
                revised[index].options.lowerCaseTypeNames = lowerCase
                revised[index].options.linkViewArguments = linkViews
            }
            let named = (own.union(modifiers).union(hostingNames).union(lowerCase).union(likeSwiftUI).union(linkViews.keys)).map { Array($0.utf8) }
                + appliedDeclarations
            let revisited = revised
            let again = parallelMap(revisited.count, jobs: jobs, progress: nil) { index -> Reading? in
                guard unbuilt[index] == nil, let bytes = try? readRegularFile(revisited[index].file.location),
                      named.contains(where: { bytes.containsBytes($0) }) else { return nil }
                // A file that applies a link modifier is planned even where no rule has work in
                // it, for its uses.
                let applies = modifiers.contains { bytes.containsBytes(Array($0.utf8)) }
                let declaresApplied = !appliedDeclarations.isEmpty && bytes.containsBytes(Self.viewExtension)
                    && appliedDeclarations.contains { bytes.containsBytes($0) }
                return Self.read(revisited[index], graph: nil, readsEverything: false, firstReading: !applies && !declaresApplied)
            }
            for (index, reading) in again.enumerated() {
                if let reading { readings[index] = reading }
            }
        }
        let items = revised
        var planned: [Int: PlannedFile.Lean] = [:]
        for (index, reading) in readings.enumerated() {
            if case .planned(let file) = reading { planned[index] = file }
        }
        var interesting = Self.typesOfInterest(planned.values.compactMap(\.facts))

        // Files that use a type of interest where the first reading did not look: read them
        // whole, for their facts (a file no rule has work in only lends its uses). A file that
        // shows a type of interest makes the types it declares of interest too, so a view is
        // followed through any number of views, in files with navigation or without.
        var looks: [Int: (mentions: Set<String>, declares: Set<String>)] = [:]
        for (index, reading) in readings.enumerated() {
            switch reading {
            case .bystander(let mentions, let declares, _, _, _, _, _): looks[index] = (mentions, declares)
            case .planned(let file):
                if let facts = file.facts { looks[index] = (Set(facts.typeMentions.keys), Set(facts.types.map { lastName($0.name) })) }
            default: break
            }
        }
        var showsInteresting = Set<Int>()
        var grew = true
        while grew {
            grew = false
            for (index, look) in looks where !showsInteresting.contains(index) && !look.mentions.isDisjoint(with: interesting) {
                showsInteresting.insert(index)
                if !look.declares.isSubset(of: interesting) {
                    interesting.formUnion(look.declares)
                    grew = true
                }
            }
        }
        var rereadBystanders = Set<Int>()
        var quiet: [String: [String]] = [:]
        var bystanderProtocols: [String: [String]] = [:]
        var bystanderExtensionNames: [String: [String: Set<String>]] = [:]
        for index in showsInteresting {
            if case .bystander = readings[index] { rereadBystanders.insert(index) }
        }
        // A file that declares a view the files with navigation show, and shows a stack of its
        // own, is read too: a container around that view would nest two stacks.
        let shownByNavigation = planned.values.reduce(into: Set<String>()) { names, file in
            if let facts = file.facts, facts.types.contains(where: { !$0.containers.isEmpty }) { names.formUnion(facts.typeMentions.keys) }
        }
        // The views navigation views show as their one child, whose bodies may build columns,
        // and the app's extensions of `Binding` that may declare a `dismiss` of its own.
        let onlyChildren = planned.values.reduce(into: Set<String>()) { $0.formUnion($1.facts?.onlyChildViews ?? []) }
        var rereads: [Int] = []
        for (index, reading) in readings.enumerated() {
            switch reading {
            case .bystander(_, let declares, let stackFunctions, let protocols, let extensionNames, _, _):
                bystanderProtocols.merge(protocols) { $0 + $1 }
                if !extensionNames.isEmpty { bystanderExtensionNames[items[index].file.location] = extensionNames }
                if rereadBystanders.contains(index) || (stackFunctions != nil && !declares.isDisjoint(with: shownByNavigation))
                    || !declares.isDisjoint(with: onlyChildren) || extensionNames["Binding"]?.contains("dismiss") == true {
                    rereads.append(index)
                } else {
                    for name in declares { quiet[name, default: []].append(items[index].file.location) }
                }
            case .planned(let file):
                if let facts = file.facts, Self.mentionsOutsideReading(facts, of: interesting) { rereads.append(index) }
            default:
                break
            }
        }
        // The mentions have served; the graph keeps the rest of the facts.
        for index in planned.keys { planned[index]!.facts?.typeMentions = [:] }
        // In the files' order, so that what the graph answers first (the place a finding names)
        // is the same from run to run.
        let graph = ProjectGraph(planned.keys.sorted().compactMap { planned[$0]!.facts })
        graph.addQuietTypes(quiet)
        graph.addProtocols(bystanderProtocols)
        for (file, names) in bystanderExtensionNames { graph.addExtensionMemberNames(names, in: file) }
        for index in planned.keys { planned[index]!.facts = nil }
        let toReread = rereads
        let reread = parallelMap(toReread.count, jobs: jobs, progress: nil) { position in
            Self.read(items[toReread[position]], graph: nil, readsEverything: true, firstReading: false)
        }
        var rereadBystanderPlans: [(index: Int, file: PlannedFile.Lean, id: String)] = []
        for (position, index) in rereads.enumerated() {
            guard case .planned(var file) = reread[position] else { continue }
            file.facts?.typeMentions = [:]
            let id = file.facts?.file
            if let facts = file.facts { graph.add(facts) }
            file.facts = nil
            // A bystander stays one: its uses are what it lends.
            if case .planned = readings[index] {
                planned[index] = file
                readings[index] = .planned(file)
            } else if let id {
                rereadBystanderPlans.append((index, file, id))
            }
        }
        // A file that writes a stack and declares a function the project applies as a wrapper
        // (`Inbox().inNavigation()`) is read too, for its facts: the wrapper's stack is around
        // the views it is applied to, whose own navigation views would nest in it.
        let applied = graph.wrapperNamesApplied()
        let wrapperFiles = readings.indices.filter { index in
            guard case .bystander(_, _, let functions?, _, _, _, _) = readings[index] else { return false }
            return !functions.isDisjoint(with: applied) && !rereads.contains(index)
        }
        let wrapperFacts = parallelMap(wrapperFiles.count, jobs: jobs, progress: nil) { position -> FileFacts? in
            guard case .planned(let file) = Self.read(items[wrapperFiles[position]], graph: nil, readsEverything: true, firstReading: false)
            else { return nil }
            return file.facts
        }
        for var facts in wrapperFacts.compactMap({ $0 }) {
            facts.typeMentions = [:]
            graph.add(facts)
        }
        // Unless it shows rows whose flag moves up into it, or rows whose selection its sidebar's
        // list takes: it has sites of its own there.
        if !rereadBystanderPlans.isEmpty {
            let lifting = graph.filesShowingLiftedRows().union(graph.filesShowingSidebarRows())
            for entry in rereadBystanderPlans where lifting.contains(entry.id) {
                planned[entry.index] = entry.file
                readings[entry.index] = .planned(entry.file)
            }
        }

        // Files whose questions the whole project answers otherwise are planned again with it.
        let readWhole = Set(rereads)
        // Asked on the workers: a dense project has a thousand files, each with its questions.
        let askedFiles = planned.keys.sorted()
        let askedQuestions = askedFiles.map { planned[$0]?.questions }
        let disagrees = parallelMap(askedFiles.count, jobs: jobs, progress: nil) { position in
            askedQuestions[position].map { !$0.agrees(with: graph) } ?? false
        }
        let replans = askedFiles.indices.filter { disagrees[$0] }.map { askedFiles[$0] }
        let replanned = parallelMap(replans.count, jobs: jobs, progress: nil) { position in
            let index = replans[position]
            return Self.read(items[index], graph: graph, readsEverything: readWhole.contains(index), firstReading: false)
        }
        for (position, index) in replans.enumerated() {
            switch replanned[position] {
            case .planned(let file): planned[index] = file
            case .done(let migration): planned[index] = nil; readings[index] = .done(migration)
            case .outcome(let outcome): planned[index] = nil; readings[index] = .outcome(outcome)
            case .bystander: break
            }
        }

        // Every site of every file, coordinated together.
        let order = planned.keys.sorted()
        let records = order.flatMap { planned[$0]!.records }
        let states = Coordinator.states(of: records)
        var statesByFile: [Int: [Coordinator.State]] = [:]
        var cursor = 0
        for index in order {
            let count = planned[index]!.records.count
            statesByFile[index] = Array(states[cursor..<(cursor + count)])
            cursor += count
        }
        let changeSets = Self.changeSets(records: records, states: states, items: items, order: order, planned: planned)
        let reasons = Self.changeSetReasons(records: records, states: states, order: order, planned: planned)
        let crossing = Self.crossFileResults(items: items, planned: planned, statesByFile: statesByFile, graph: graph,
                                             readWhole: readWhole)

        // A change set is migrated whole or not at all: when one of its files cannot be
        // migrated, none of them is.
        var settled: [Int: FileOutcome] = [:]
        for index in changeSets.keys {
            var found = crossing[index].map { Self.outcome(items[index], $0) }
                ?? Self.finish(items[index], planned[index]!, states: statesByFile[index] ?? [], graph: graph,
                               readsEverything: readWhole.contains(index))
            found.changeSet = changeSets[index] ?? []
            found.changeSetReasons = reasons[index] ?? []
            settled[index] = found
        }
        for (index, outcome) in settled where outcome.status == .refused || outcome.status == .failed {
            for other in (changeSets[index] ?? []).compactMap({ path in items.indices.first { items[$0].file.path == path } }) {
                guard var member = settled[other], member.status == .changed else { continue }
                member.status = .refused
                member.findings.append(.fileLevel(.changeSetRefused, "left unchanged: it changes together with \(outcome.path), which cannot be migrated"))
                member.original = []
                member.output = []
                member.diff = []
                settled[other] = member
            }
        }

        // Each file's result is composed, checked and diffed on the workers, at most a window
        // of files ahead of the one delivered, and delivered in order while the workers go on:
        // only a window's outputs are held at once.
        let finished = settled
        let plannedFiles = planned
        let allReadings = readings
        let sets = changeSets
        let setReasons = reasons
        let fileStates = statesByFile
        var delivered = 0
        orderedStream(items.count, jobs: jobs, window: max(jobs * 8, 16)) { index -> FileOutcome in
            if let found = finished[index] { return found }
            switch allReadings[index] {
            case .outcome(let found):
                return found
            case .bystander:
                return Self.untouched(items[index])
            case .done(let migration):
                return Self.outcome(items[index], migration)
            case .planned:
                var found = crossing[index].map { Self.outcome(items[index], $0) }
                    ?? Self.finish(items[index], plannedFiles[index]!, states: fileStates[index] ?? [], graph: graph,
                                   readsEverything: readWhole.contains(index))
                found.changeSet = sets[index] ?? []
                found.changeSetReasons = setReasons[index] ?? []
                return found
            }
        } consume: { index, outcome in
            delivered += 1
            return deliver(index, outcome) == .stop
        }
        return delivered
    }

    /// The results of the files whose planned sites write text into other files or take text
    /// from them: each is planned again and composed, those that export first, so that the
    /// others take in what they wrote.
    private static func crossFileResults(items: [BatchItem], planned: [Int: PlannedFile.Lean],
                                         statesByFile: [Int: [Coordinator.State]], graph: ProjectGraph,
                                         readWhole: Set<Int>) -> [Int: FileMigration] {
        var exporters: [Int] = []
        var importers: [(index: Int, exports: Bool)] = []
        for (index, lean) in planned {
            let states = statesByFile[index] ?? []
            let live = zip(lean.records, states).filter { $0.1.isPlanned }.map(\.0)
            let exports = live.contains(where: { !$0.exportKeys.isEmpty })
            if live.contains(where: { !$0.importKeys.isEmpty }) { importers.append((index, exports)) }
            else if exports { exporters.append(index) }
        }
        guard !importers.isEmpty || !exporters.isEmpty else { return [:] }
        var results: [Int: FileMigration] = [:]
        var exported: [String: String] = [:]
        // A file that takes text in and writes some out too goes before those that only take.
        let ordered = importers.sorted { ($0.exports ? 0 : 1, $0.index) < ($1.exports ? 0 : 1, $1.index) }.map(\.index)
        for index in exporters.sorted() + ordered {
            let item = items[index]
            guard let bytes = try? readRegularFile(item.file.location), bytes.count == planned[index]!.count,
                  PlannedFile.digest(bytes) == planned[index]!.digest,
                  case .planned(let file) = Migrator(options: item.options).plan(
                      bytes, id: item.file.location, shownPath: item.file.path, graph: graph,
                      readsEverything: readWhole.contains(index)) else {
                results[index] = FileMigration(status: .failed, original: [], output: [], findings: [
                    .fileLevel(.changedOnDisk, "\(item.file.path) changed on disk while navmigrate planned the project; left unchanged, run again")])
                continue
            }
            let composition = file.composition(states: statesByFile[index] ?? [], imported: exported)
            exported.merge(composition.exports) { first, _ in first }
            results[index] = composition.migration
        }
        return results
    }

    /// A planned file's outcome in the project's states: its result as planned when the states
    /// are the ones it assumed, else the file planned again and finished in them. Either way
    /// the file is read again, and must not have changed since it was planned.
    private static func finish(_ item: BatchItem, _ lean: PlannedFile.Lean, states: [Coordinator.State],
                               graph: ProjectGraph, readsEverything: Bool) -> FileOutcome {
        let needsOriginal = lean.speculative.status == .changed || states != lean.speculativeStates
        guard needsOriginal else {
            var found = outcome(item, lean.speculative)
            found.utf16Columns = lean.utf16Columns
            return found
        }
        guard let bytes = try? readRegularFile(item.file.location), bytes.count == lean.count,
              PlannedFile.digest(bytes) == lean.digest else {
            return FileOutcome(path: item.file.path, location: item.file.location, status: .failed,
                               findings: [.fileLevel(.changedOnDisk, "\(item.file.path) changed on disk while navmigrate planned the project; left unchanged, run again")],
                               parsed: true, diffPath: item.diffPath ?? item.file.path)
        }
        if states == lean.speculativeStates {
            return outcome(item, lean.result(original: bytes))
        }
        switch Migrator(options: item.options).plan(bytes, id: item.file.location, shownPath: item.file.path, graph: graph,
                                                    readsEverything: readsEverything) {
        case .done(let migration):
            return outcome(item, migration)
        case .planned(let file):
            return outcome(item, file.result(states: states))
        }
    }

    // MARK: One file

    /// Reads and plans one file. The first reading sends a file no rule has work in away
    /// with the names it may use; later readings plan what they are given.
    private static func read(_ item: BatchItem, graph: ProjectGraph?, readsEverything: Bool, firstReading: Bool) -> Reading {
        let file = item.file
        let diffPath = item.diffPath ?? file.path
        if let reason = file.skipReason {
            return .outcome(FileOutcome(path: file.path, location: file.location, status: .skipped,
                                        findings: [.fileLevel(.symlinkSkipped, reason, severity: .note)], diffPath: diffPath))
        }
        let bytes: [UInt8]
        do {
            bytes = try readRegularFile(file.location)
        } catch {
            return .outcome(FileOutcome(path: file.path, location: file.location, status: .failed,
                                        findings: [.fileLevel(.readFailed, "\(error.description(path: file.path)); file left unchanged")],
                                        diffPath: diffPath))
        }
        if firstReading, !Prefilter.mayNeedMigration(bytes, rules: item.options.rules), !FileIndex.mayDeclareOwnEnvironmentValues(bytes) {
            let names = FileIndex.scanNames(in: bytes, keeping: item.options.ownTypesNamedLikeSwiftUI,
                                            lowerCase: item.options.lowerCaseTypeNames)
            let showsStacks = bytes.containsBytes(Self.stackName) || bytes.containsBytes(Self.splitViewName)
            return .bystander(mentions: Set(names.mentions.keys), declares: names.declares,
                              stackFunctions: showsStacks ? FileIndex.declaredFunctionNames(in: bytes) : nil,
                              protocols: FileIndex.protocolInheritance(in: bytes),
                              extensionNames: FileIndex.extensionMemberNames(in: bytes),
                              hosting: HostingFunctions.declared(in: bytes),
                              likeSwiftUI: FileIndex.declaredFunctionNames(in: bytes).intersection(labelledBuiltInModifierNames))
        }
        switch Migrator(options: item.options).plan(bytes, id: file.location, shownPath: file.path, graph: graph,
                                                    readsEverything: readsEverything, wantsFacts: true) {
        case .done(let migration): return .done(migration)
        case .planned(let planned): return .planned(planned.lean)
        }
    }

    private static let viewExtension = Array("extension View".utf8)

    private static func notBuilt(_ item: BatchItem, by project: String) -> FileOutcome {
        // A file with nothing to migrate needs no word about it (an Xcode file template).
        if let bytes = try? readRegularFile(item.file.location), !Prefilter.mayNeedMigration(bytes, rules: item.options.rules) {
            return untouched(item)
        }
        return FileOutcome(path: item.file.path, location: item.file.location, status: .skipped,
                    findings: [.fileLevel(.notBuilt, "no target of \(project) compiles this file (no Sources phase lists it), so it is left as it is and its views are not read; if it is meant to be built, add it to a target and run again", severity: .note)],
                    diffPath: item.diffPath ?? item.file.path)
    }

    private static let stackName = Array("NavigationStack".utf8)
    private static let splitViewName = Array("NavigationSplitView".utf8)

    private static func untouched(_ item: BatchItem) -> FileOutcome {
        FileOutcome(path: item.file.path, location: item.file.location, status: .unchanged,
                    diffPath: item.diffPath ?? item.file.path)
    }

    /// The outcome the workflows read, with the diff of a changed file.
    static func outcome(_ item: BatchItem, _ migration: FileMigration) -> FileOutcome {
        let diffPath = item.diffPath ?? item.file.path
        var outcome = FileOutcome(path: item.file.path, location: item.file.location,
                                  status: BatchRunner.status(migration.status), findings: migration.findings,
                                  parsed: true, diffPath: diffPath)
        outcome.utf16Columns = BatchRunner.utf16Columns(of: migration.findings, in: migration.original)
        outcome.tallies = migration.tallies
        outcome.platforms = migration.platforms
        outcome.rulePlatforms = migration.rulePlatforms
        if migration.status == .changed, migration.output != migration.original {
            outcome.original = migration.original
            outcome.output = migration.output
            outcome.diff = UnifiedDiff.render(path: diffPath, old: migration.original, new: migration.output)
        } else if migration.status == .changed {
            outcome.status = .unchanged
        }
        return outcome
    }

    // MARK: The project

    /// The types whose migration depends on where they are used: those with navigation of
    /// their own, and those with any link (a row modifier's `NavigationLink` makes the column
    /// that shows its rows navigate, which decides whether that column gets a stack).
    private static func typesOfInterest(_ facts: [FileFacts]) -> Set<String> {
        var names = Set<String>()
        for file in facts {
            for type in file.types where !type.containers.isEmpty || !type.activeLinks.isEmpty || !type.selectionLinks.isEmpty || type.linkCount > 0 {
                // By last name, as the bytes of other files name it (`RootView` in `CGM.RootView(`).
                names.insert(lastName(type.name))
            }
            // A view that applies one of the app's link modifiers holds those links.
            for use in file.uses where use.name.hasPrefix(".") {
                if let holder = use.inType, !holder.hasPrefix(".") { names.insert(lastName(holder)) }
            }
        }
        return names
    }

    /// Whether the file names a type of interest in code its first reading skipped.
    private static func mentionsOutsideReading(_ facts: FileFacts, of names: Set<String>) -> Bool {
        for (name, offsets) in facts.typeMentions where names.contains(name) {
            for offset in offsets where !facts.readRanges.contains(where: { $0.contains(offset) }) {
                return true
            }
        }
        return false
    }

    /// For each file, in words, each planned site of it that needs a planned site of another
    /// file: why the two are one change set.
    /// Why a change of one rule needs a change of another in another file, in words, for the
    /// pairs whose reason is known from the rules alone.
    private static func dependence(of rule: RuleID, on other: RuleID, oneWay: Bool) -> String? {
        switch (rule, other) {
        case (.navigationViewStyle, .navigationView):
            return "the style styles that navigation view (through the views it shows, or a sheet), and can go only once that one is migrated"
        case (.navigationView, .navigationView) where oneWay:
            return "its style also styles that navigation view, which would lose the style if left as it is"
        case (.navigationView, .linkTagSelection):
            return "that link, in a view it shows, is migrated to go with what this navigation view becomes (its stack or its columns)"
        case (.linkTagSelection, .navigationView):
            return "what the link becomes goes with what that navigation view becomes (its stack or its columns)"
        default:
            return nil
        }
    }

    private static func changeSetReasons(records: [SiteRecord], states: [Coordinator.State], order: [Int],
                                         planned: [Int: PlannedFile.Lean]) -> [Int: [String]] {
        var indexByFile: [String: Int] = [:]
        for index in order { indexByFile[planned[index]!.id] = index }
        var recordByKey: [SiteKey: SiteRecord] = [:]
        for (record, state) in zip(records, states) where state.isPlanned { recordByKey[record.key] = record }
        func place(_ record: SiteRecord) -> String { "\(record.shownPath):\(record.node.line):\(record.node.column)" }
        var reasons: [Int: [String]] = [:]
        for (record, state) in zip(records, states) where state.isPlanned {
            guard let own = indexByFile[record.file] else { continue }
            for key in record.requires + record.requiresOneWay where key.file != record.file {
                guard let other = recordByKey[key] else { continue }
                let why = Self.dependence(of: record.rule, on: other.rule, oneWay: record.requiresOneWay.contains(key)).map { ": \($0)" } ?? ""
                let reason = "the \(record.rule.rawValue) change at \(place(record)) needs the \(other.rule.rawValue) change at \(place(other))\(why)"
                if !(reasons[own]?.contains(reason) ?? false) { reasons[own, default: []].append(reason) }
            }
            // Sites that need this one, from their side.
            for key in record.requiredBy where key.file != record.file {
                guard let other = recordByKey[key], let theirs = indexByFile[other.file] else { continue }
                let reason = "the \(other.rule.rawValue) change at \(place(other)) needs the \(record.rule.rawValue) change at \(place(record))"
                if !(reasons[theirs]?.contains(reason) ?? false) { reasons[theirs, default: []].append(reason) }
            }
        }
        return reasons
    }

    /// For each file, the other files whose planned sites need one of its planned sites, or the
    /// other way round, through any number of files: they are written together or not at all.
    private static func changeSets(records: [SiteRecord], states: [Coordinator.State], items: [BatchItem],
                                   order: [Int], planned: [Int: PlannedFile.Lean]) -> [Int: [String]] {
        var indexByFile: [String: Int] = [:]
        for index in order { indexByFile[planned[index]!.id] = index }
        var parent = Dictionary(uniqueKeysWithValues: order.map { ($0, $0) })
        func root(_ index: Int) -> Int {
            var current = index
            while let up = parent[current], up != current { current = up }
            return current
        }
        for (record, state) in zip(records, states) where state.isPlanned {
            guard let own = indexByFile[record.file] else { continue }
            for key in record.requires + record.requiresOneWay + record.requiredBy where key.file != record.file {
                guard let file = key.file, let other = indexByFile[file] else { continue }
                parent[root(own)] = root(other)
            }
        }
        var members: [Int: [Int]] = [:]
        for index in order { members[root(index), default: []].append(index) }
        var sets: [Int: [String]] = [:]
        for group in members.values where group.count > 1 {
            for index in group {
                sets[index] = group.filter { $0 != index }.map { items[$0].file.path }
            }
        }
        return sets
    }
}

/// Starts `count` threads that each run `body`. Parsing deeply nested code recurses, so
/// workers get the main thread's stack room.
private func startWorkers(_ count: Int, _ body: @escaping @Sendable () -> Void) {
    for _ in 0..<count {
        let thread = Thread(block: body)
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// Runs `body` for every index on `jobs` threads and returns the results in index order. The
/// calling thread waits, calling `progress` now and then.
func parallelMap<T: Sendable>(_ count: Int, jobs: Int, progress: ((Int, Int) -> Void)?,
                              _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let board = ResultBoard<T>(count: count)
    let threads = min(max(jobs, 1), count)
    startWorkers(threads) {
        while let index = board.claim() { board.finish(index, body(index)) }
        board.workerExited()
    }
    return board.waitForAll(workers: threads) { done in progress?(done, count) }
}

/// Runs `body` for every index on `jobs` threads and hands each result to `consume` on the
/// calling thread, in index order, as soon as it and those before it are ready; workers run at
/// most `window` indices ahead of the one consumed. `consume` returns true to stop: no index
/// after it is consumed, and the workers stop claiming.
func orderedStream<T: Sendable>(_ count: Int, jobs: Int, window: Int, _ body: @escaping @Sendable (Int) -> T,
                                consume: (Int, T) -> Bool) {
    guard count > 0 else { return }
    let stream = ResultStream<T>(count: count, window: max(window, 1))
    let threads = min(max(jobs, 1), count)
    startWorkers(threads) {
        while let index = stream.claim() { stream.finish(index, body(index)) }
        stream.workerExited()
    }
    var index = 0
    while index < count {
        let result = stream.take(index)
        if consume(index, result) { break }
        index += 1
    }
    stream.stopAndWait(workers: threads)
}

/// The results of `orderedStream`, held until they are consumed.
private final class ResultStream<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [T?]
    private var next = 0
    private var consumed = 0
    private var exited = 0
    private var stopped = false
    private let window: Int

    init(count: Int, window: Int) {
        results = Array(repeating: nil, count: count)
        self.window = window
    }

    /// The next index to compute, once it is within the window; nil when there is none.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, next < results.count, next >= consumed + window { condition.wait() }
        guard !stopped, next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, _ result: T) {
        condition.lock()
        results[index] = result
        // Only the consumer waits for a result, and only for the one it takes next.
        if index == consumed { condition.broadcast() }
        condition.unlock()
    }

    /// Waits for the result at `index` (the next in order) and lets it go.
    func take(_ index: Int) -> T {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        let result = results[index]!
        results[index] = nil
        consumed = index + 1
        condition.broadcast()
        return result
    }

    func workerExited() {
        condition.lock()
        exited += 1
        condition.broadcast()
        condition.unlock()
    }

    func stopAndWait(workers: Int) {
        condition.lock()
        stopped = true
        condition.broadcast()
        while exited < workers { condition.wait() }
        condition.unlock()
    }
}

private final class ResultBoard<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [T?]
    private var next = 0
    private var done = 0
    private var exited = 0

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, _ result: T) {
        condition.lock()
        results[index] = result
        done += 1
        // No wake-up: the waiter reads the count every tenth of a second and is woken when
        // the workers exit; a wake-up per file cost more than the files' diffs.
        condition.unlock()
    }

    func workerExited() {
        condition.lock()
        exited += 1
        condition.broadcast()
        condition.unlock()
    }

    func waitForAll(workers: Int, progress: (Int) -> Void) -> [T] {
        condition.lock()
        while exited < workers {
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            let done = self.done
            condition.unlock()
            progress(done)
            condition.lock()
        }
        let finished = results.map { $0! }
        condition.unlock()
        return finished
    }
}

/// What the `presentation-mode` rule tells the user when it leaves a view as it is.
enum PresentationModeMessage {
    static func commentNamesRemoved(_ name: String) -> String {
        "this comment still reads `\(name).wrappedValue`, a property removed because no code reads it; code brought back from the comment would not compile: write it with `@Environment(\\.dismiss)` and `dismiss()` instead"
    }

    /// `names`: the properties that stand for it now (`dismiss`, `isPresented`).
    static func commentNamesReplaced(_ name: String, _ names: [String]) -> String {
        let now = names.map { "`\($0)`" }.joined(separator: " and ")
        return "this comment still reads `\(name).wrappedValue`, a property this change replaces with \(now); code brought back from the comment would not compile: write `.dismiss()` on it as `dismiss()` and `.isPresented` as `isPresented`, from `@Environment(\\.dismiss)` and `@Environment(\\.isPresented)`"
    }

    static func notInStruct(_ kind: String) -> String {
        "`@Environment(\\.presentationMode)` is declared in \(kind); navmigrate only migrates it in a view struct, so change it to `@Environment(\\.dismiss)` by hand"
    }

    static func notMainActor(_ type: String) -> String {
        "`\(type)` is not a view here (it conforms to no SwiftUI view protocol, nor to a protocol of the project that refines one, and is not `@MainActor`), so its code may run off the main actor, where `dismiss` cannot be called; change it by hand"
    }

    static func ownEnvironmentValue(_ name: String, at place: String) -> String {
        "this view would read `@Environment(\\.\(name))`, but the project declares its own `EnvironmentValues.\(name)` at \(place), which that key path reads instead of SwiftUI's; rename the project's one, then run again"
    }

    /// A caller hands the property in through the view's memberwise initializer
    /// (`Toolbar(presentationMode: _presentationMode)`).
    static func handedByCaller(_ type: String, _ name: String, at place: String) -> String {
        "`\(type)` is made at \(place) with its `\(name)` handed in (`\(name):`), which its initializer would no longer take once the view reads `\\.dismiss`; change the two together by hand (where the caller hands in its own, from outside a sheet the view is in, the view closes that screen, not the sheet)"
    }

    static let declaredTwice =
        "this view reads `presentationMode` from the environment more than once; keep one property and run again"

    static let unusualDeclaration =
        "this `presentationMode` property is declared in a way navmigrate does not recognise (several names, an initial value, accessors or another attribute); change it to `@Environment(\\.dismiss)` by hand"

    static func shadowed(_ name: String) -> String {
        "a local name shadows `\(name)` in this view, so navmigrate cannot tell its uses apart; rename the local and run again"
    }

    static func projected(_ name: String) -> String {
        "`$\(name)` hands the presentation binding on; `dismiss` is an action, not a binding, so change the code that receives it by hand"
    }

    static func backingStorage(_ name: String) -> String {
        "`_\(name)` uses the property wrapper itself; change it by hand"
    }

    static func passedOn(_ name: String, to receiver: String? = nil, unread: (type: String, parameter: String)? = nil) -> String {
        if let unread {
            return "`\(name)` is passed to `\(unread.type)` here, whose code never reads its `\(unread.parameter)`; remove that property from `\(unread.type)` and this argument by hand, then run again"
        }
        guard let receiver else {
            return "`\(name)` is passed on or stored here, and navmigrate cannot tell what the receiver does with the binding; make it take `dismiss` (a `DismissAction`) by hand and run again"
        }
        return "`\(name)` is passed to `\(receiver)` here, and navmigrate cannot tell what it does with the binding; make `\(receiver)` take `dismiss` (a `DismissAction`) by hand, and every place that passes it one, then run again"
    }

    static func ownBindingDismiss(_ name: String, declaredIn place: String) -> String {
        "`\(name).dismiss()` calls the app's own `dismiss` on the binding, which an extension of `Binding<PresentationMode>` declares \(place), and it may do more than dismiss (wait, animate); the environment's `dismiss()` would do none of it, so change it by hand"
    }

    static func wrappedValueUsed(_ name: String) -> String {
        "`\(name).wrappedValue` is used here for something other than `.dismiss()` or `.isPresented`; change it by hand"
    }

    static func assigned(_ name: String) -> String {
        "`\(name)` is assigned or changed here; the environment's `dismiss` cannot be, so change it by hand"
    }

    static func usedInOtherFile(_ type: String, _ place: String) -> String {
        "an extension of `\(type)` in another file uses `presentationMode` at \(place), which navmigrate would not rename there; migrate this view and that extension together by hand"
    }

    static func fulfilsProtocol(_ type: String, _ conformance: String, _ place: String) -> String {
        "`\(type)` conforms to `\(conformance)`, whose declaration or extension uses `presentationMode` at \(place), which this property may be what fulfils; renaming or removing it would break that conformance, so migrate `\(conformance)` (to `var dismiss: DismissAction { get }`, say) and this view together by hand"
    }

    static func readInOtherFile(_ type: String, _ place: String) -> String {
        "a file that names `\(type)` reads some value's `presentationMode` at \(place); if that is this view's property, renaming it here would break that file, so migrate the two together by hand"
    }

    static func handedIn(_ name: String) -> String {
        "`\(name)` is a `Binding<PresentationMode>` this view is handed, not one it reads from the environment, so it stays; by hand, make it a `DismissAction` (`let dismiss: DismissAction`, called `dismiss()`) and hand it the caller's `@Environment(\\.dismiss)`"
    }

    static func holderNotMainActor(_ access: String, _ holder: String) -> String {
        "`\(access)` is this view's property, read in `\(holder)`, which does not say it runs on the main actor (`@MainActor`, or a UIKit delegate protocol where it is declared), and `dismiss` must be called there; mark `\(holder)` `@MainActor` if it does, or change this use by hand, and run again"
    }

    static func usedFromOutside(_ access: String, others: [String]) -> String {
        let also = others.isEmpty ? "" : " (and the same at \(others.joined(separator: ", ")))"
        let uses = others.isEmpty ? "that use" : "those uses"
        return "`\(access)`\(also) may be this view's property read from another type, where navmigrate cannot rename it; change \(uses) by hand and run again"
    }

    static func offMainActor(_ name: String, _ context: String) -> String {
        "`\(name)` is used in \(context), off the main actor, where `dismiss` cannot be called; call it on the main actor by hand and run again"
    }

    static func commentInside(_ name: String) -> String {
        "a comment inside this use of `\(name)` would be lost; move it and run again"
    }
}

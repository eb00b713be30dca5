// swift-tools-version:5.9
// The project the tour's files belong to. navmigrate reads its deployment target from here (the
// nearest Package.swift above a file), and so does the golden test.
import PackageDescription

let package = Package(name: "MailTour", platforms: [.iOS(.v16)])

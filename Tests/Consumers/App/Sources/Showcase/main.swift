import Foundation

exit(await Showcase.run(Array(CommandLine.arguments.dropFirst())))

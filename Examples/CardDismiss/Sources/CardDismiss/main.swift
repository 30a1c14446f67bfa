import GlideCommandLine

// Every glide command, with the app's scenario beside the built-in ones.
GlideTool.main(scenarios: [.cardDismiss])

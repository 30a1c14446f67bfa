import GlideCommandLine

GlideTool.main()

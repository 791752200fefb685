import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutSpec

/// `layout-diagram render SPEC [-o OUT.svg|OUT.png]`: draws the solved layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the solved layout as SVG or PNG.",
        discussion: """
            Without -o, the diagram is written beside the spec with the format's extension \
            (grid.yaml gives grid.svg, or grid.png with --format png), as 'd2 in.d2' does; \
            a spec read from standard input ('-') is drawn to standard output. \
            The format comes from the output's extension, or --format when writing to standard output \
            ('-o -') or a device such as /dev/stdout. \
            SVG maps points 1:1 to user units; PNG is drawn by Cairo at --scale pixels per point; \
            PDF by Cairo too, one page per device, with text as text. \
            HTML is a self-contained page to explore the layout in: point at an element to see its arithmetic, \
            switch layers, scroll, and link to an element with #explain=0.3 (docs/explorer.md). \
            Ids are stable and readable (ld-s0-i3); --salt prefixes them, so that several diagrams can share a page. \
            Several --device options draw the layout on each device, side by side.
            """)

    @OptionGroup var input: SpecInput

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file (.svg, .png, .pdf or .html), or '-' for standard output.",
                                                    discussion: "Default: beside the spec, named after it."))
    var output: String?

    @Option(help: "The format when writing to standard output or beside the spec (svg, png, pdf, html).", transform: choice)
    var format: DiagramRendering.Format?

    @Option(help: "light, dark, or auto (SVG only: follows the viewer's colour scheme).", transform: choice)
    var theme: DiagramRendering.Theme = .light

    @Option(help: ArgumentHelp("theme (the theme's colour) or transparent: nothing behind the diagram, "
                               + "for a page of any colour.", valueName: "background"), transform: choice)
    var background: DiagramRendering.Background = .theme

    @Option(parsing: .unconditional, help: "PNG pixels per point (from \(DiagramNumber.format(CairoRenderer.minScale)) to \(Int(CairoRenderer.maxScale))).")
    var scale: Double = 2

    @Option(name: .customLong("device"),
            help: ArgumentHelp("Draw for a device (repeat to draw several side by side); see 'devices'.",
                               valueName: "name"))
    var devices: [String] = []

    @Option(help: "Which group outlines, inset bands and spacing markers to draw: all, first or none.",
            transform: choice)
    var annotations: DiagramAnnotations = .first

    @Flag(help: "Draw only what orthogonal sections show at rest, inside their viewport.")
    var clip = false

    @Option(parsing: .unconditional, help: ArgumentHelp("How much orthogonal content beyond the viewport to draw, faded: "
                               + "a number of viewport lengths, or 'all'.",
                               discussion: "Along the scroll axis, a picture is drawn for two container lengths, each section "
                                   + "keeping at least its first row and no more than max(3, 2 × distinct) rows that repeat; "
                                   + "the rest is left out with '+N more: items 0·20–0·199'. 'all' draws everything "
                                   + "(the default for .html, whose controls scroll through it all). "
                                   + "The frames JSON is never bounded.",
                               valueName: "lengths"))
    var overflow: String?

    @Flag(help: ArgumentHelp("Draw only what the screen shows: the container at --content-offset, with its edge, its safe area and '+N more' for what lies beyond.",
                             discussion: "Without it, the content is drawn (bounded, see --overflow) and the screen's edge at rest is marked. "
                                 + "With --device, each panel is cut to its device's screen, as --viewport cuts it."))
    var viewport = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The content offset along the scroll axis: where --viewport looks, and where pinned headers and footers are drawn.",
                               discussion: "As in 'frames': at rest the offset is minus the top (or leading) safe area, the default.",
                               valueName: "offset"))
    var contentOffset: Double?

    @Option(help: ArgumentHelp("Explain this element's frame in a callout beside the layout, as 'explain' does (repeat for several).",
                               discussion: "0.3 (an index path), section-header@0 (a view by kind), s0-g3 (a group).",
                               valueName: "element"),
            transform: ExplainCommand.selector)
    var explain: [LayoutElementSelector] = []

    @Flag(help: "Leave out the legend.")
    var noLegend = false

    @Flag(help: "Leave out the caption (container size and traits).")
    var noCaption = false

    @Option(help: ArgumentHelp("Prefix for ids and CSS classes, to inline several SVGs in one page (default: ld).",
                               discussion: "Without it, ids are stable and readable (ld-s0-i3), whatever the spec says."))
    var salt: String?

    @Option(parsing: .unconditional, help: "Space around the diagram, in points.")
    var pad: Double = 16

    @Flag(help: "Leave out the <?xml …?> declaration, for inlining in HTML.")
    var noXMLDeclaration = false

    @Flag(help: ArgumentHelp("Draw again whenever the spec changes, until stopped (Ctrl-C).",
                             discussion: "A broken spec leaves the last good drawing in place; the error goes to standard error."))
    var watch = false

    @Flag(help: "With --watch, also show the drawing on a page on localhost that updates itself.")
    var serve = false

    @Option(parsing: .unconditional, help: "The port --serve listens on (0: any free port).")
    var port: Int = 0

    @Flag(help: ArgumentHelp("Draw the layout moving as a user scrolls it: an animated PNG (.png) or SVG (.svg). "
                             + "'--animate scroll' moves the main axis only, '--animate section:N' section N only; "
                             + "'--animate' or '--animate all' both.",
                             discussion: "See docs/animation.md."))
    var animate = false

    /// What `--animate VALUE` names (the value is moved here before parsing: ``AnimateArgument``).
    @Option(name: .customLong(AnimateArgument.partOption), help: .hidden)
    var animatePart: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --animate: frames a second (1 to 60; default 12).", valueName: "n"))
    var fps: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --animate: the animation's length in seconds (default: half a second a move and a quarter a rest, at least 4).", valueName: "seconds"))
    var duration: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --animate: scroll the main axis from one content offset to another "
                                                        + "(default: from rest to the end of the content).", valueName: "from:to"))
    var scroll: String?

    @Option(help: ArgumentHelp("With --animate: how every move comes to rest, at UIScrollView's rate normal (0.998) or "
                               + "fast (0.99) (default: paging behaviours fast, the rest normal).", valueName: "rate"),
            transform: choice)
    var deceleration: ScrollDeceleration?

    func validate() throws {
        _ = try settings()
    }

    func run() throws {
        let sources = try input.sources()
        // Every file this run writes, checked before anything is drawn: none may be the spec.
        for path in sources.count > 1 ? sources.map({ $0.outputPath(outputPath) }) : [outputPath] {
            try OutputFile(path).refuseInputs([input.spec])
        }
        if sources.count > 1 {
            // A Swift file with several layout functions: each is drawn into a file of its own.
            if let refusal = OutputFile(outputPath).besideFilesRefusal("the drawings of its layout functions") {
                throw CommandFailure.badInput("error: \(input.spec) has \(sources.count) layout functions "
                                              + "(\(sources.compactMap(\.function).joined(separator: ", "))), and "
                                              + "\(refusal); or name one with --layout to draw it alone")
            }
            guard !watch else {
                throw ValidationError("--watch draws one layout: name one with --layout")
            }
            for source in sources {
                let path = source.outputPath(outputPath)
                try OutputFile(path).write(try draw(layout: source.function))
                print("render: wrote \(path)")
            }
            return
        }
        guard watch else { return try OutputFile(outputPath).write(try draw()) }
        // Watching: every change is drawn; a failure is reported and the last good output stays.
        let format = try settings().format
        let server = try serve ? forCommand { () throws(ArtefactError) in try PreviewServer(port: port, format: format) } : nil
        func redraw() {
            do {
                let drawing = try draw()
                try OutputFile(outputPath).write(drawing)
                server?.show(drawing)
                print("render: wrote \(outputPath)")
            } catch let failure as CommandFailure {
                LayoutDiagramCommand.writeToStandardError(failure.message)
                server?.show(error: failure.message)
            } catch {
                LayoutDiagramCommand.writeToStandardError("error: \(error)")
                server?.show(error: "\(error)")
            }
            _ = StandardOutput.flushFailure()   // each line as it happens, for whoever watches
        }
        if let server { print("render: serving \(server.url)") }
        redraw()
        FileWatcher(paths: [input.spec]).run(redraw)
    }

    /// The drawing of the spec as it is now.
    private func draw(layout function: String? = nil) throws -> Data {
        var settings = try settings()
        let specification = try input.load(layout: function)
        // A Swift file's section provider may choose by the device: its function is asked on each.
        settings.reload = input.reloader(layout: function)
        settings.usesSpecDevices = input.width == nil && input.height == nil
        if !settings.devices.isEmpty, input.width != nil || input.height != nil {
            throw CommandFailure.badInput("error: --device sets the container; leave out --width and --height")
        }
        return try forCommand { () throws(ArtefactError) in try settings.render(specification) }
    }

    /// `-o`, or else the spec's path with the format's extension (standard output for standard input).
    var outputPath: String {
        if let output { return output }
        if input.spec == SpecReader.standardInput { return "-" }
        let spec = input.spec as NSString
        return spec.deletingPathExtension + "." + (format ?? .svg).rawValue
    }

    /// The animation `--animate` and its options describe, `nil` without it, or a usage error.
    private func animation(format: DiagramRendering.Format) throws -> ScrollAnimation? {
        guard animate else {
            for (given, name) in [(animatePart != nil, "--animate VALUE"), (fps != nil, "--fps"), (duration != nil, "--duration"),
                                  (scroll != nil, "--scroll"), (deceleration != nil, "--deceleration")] where given {
                throw ValidationError("\(name) is an option of --animate: add --animate")
            }
            return nil
        }
        guard format == .png || format == .svg else {
            throw ValidationError("--animate writes an animated PNG (.png) or SVG (.svg), not \(format.rawValue.uppercased())")
        }
        guard contentOffset == nil else {
            throw ValidationError("--animate scrolls the content itself; give --scroll FROM:TO rather than --content-offset")
        }
        guard !watch else { throw ValidationError("--watch redraws still pictures; leave out --animate") }
        var animation = ScrollAnimation()
        animation.subject = try AnimateArgument.subject(animatePart ?? "all")
        if let fps { animation.framesPerSecond = fps }
        if let duration { animation.duration = duration }
        if let scroll { animation.scroll = try AnimateArgument.range(scroll) }
        animation.deceleration = deceleration
        do {
            try animation.validate()
        } catch {
            throw ValidationError(error.message)
        }
        return animation
    }

    /// The settings the options describe, or a usage error.
    func settings() throws -> SpecRendering {
        if serve && !watch { throw ValidationError("--serve shows the drawing as --watch redraws it: add --watch") }
        if watch && input.spec == SpecReader.standardInput {
            throw ValidationError("--watch reads the spec again when its file changes: give a file, not '-'")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        let output = outputPath
        if OutputFile(output).isDirectory {
            throw ValidationError("'\(output)' is a directory; give a file name ending in .svg, .png, .pdf or .html")
        }
        let extensionFormat = DiagramRendering.Format(rawValue: OutputFile(output).pathExtension)
        let format: DiagramRendering.Format
        if OutputFile(output).isStream, extensionFormat == nil {
            format = self.format ?? .svg
        } else if let extensionFormat {
            if let requested = self.format, requested != extensionFormat {
                throw ValidationError("--format \(requested.rawValue) does not match the output '\(output)'")
            }
            format = extensionFormat
        } else {
            throw ValidationError("unsupported output format '.\(OutputFile(output).pathExtension)': use .svg, .png, .pdf or .html")
        }
        if let contentOffset, !(contentOffset.isFinite && abs(contentOffset) <= DiagramScene.maxSide) {
            throw ValidationError("--content-offset must be a finite number of points")
        }
        guard pad.isFinite, pad >= 0, pad <= DiagramOptions.maxPadding else {
            throw ValidationError("--pad must be between 0 and \(Int(DiagramOptions.maxPadding))")
        }
        guard scale.isFinite, scale >= CairoRenderer.minScale, scale <= CairoRenderer.maxScale else {
            throw ValidationError("--scale must be from \(DiagramNumber.format(CairoRenderer.minScale)) to \(Int(CairoRenderer.maxScale))")
        }
        if format == .html && serve {
            throw ValidationError("--serve shows a picture; an .html page is one already: open it, and --watch writes it again")
        }
        if format == .html && viewport {
            throw ValidationError("--viewport draws one offset; an .html page scrolls through them all with its "
                                  + "control: leave out --viewport (--content-offset sets where it starts)")
        }
        if theme == .auto && format != .svg && format != .html {
            throw ValidationError("--theme auto needs SVG; for \(format.rawValue.uppercased()), render once with --theme light "
                                  + "and once with --theme dark")
        }
        let overflowValue: Double?
        let overflow = self.overflow ?? (format == .html ? "all" : "1")
        if overflow == "all" {
            overflowValue = nil
        } else if let value = Double(overflow), value.isFinite, value >= 0, value <= 1_000 {
            overflowValue = value
        } else {
            throw ValidationError("--overflow must be 'all' or a number of viewport lengths from 0 to 1000")
        }
        guard devices.count <= SpecLimits.maxDevices else {
            throw ValidationError("at most \(SpecLimits.maxDevices) --device options")
        }
        var profiles: [DeviceProfile] = []
        for name in devices {
            guard let profile = DeviceProfile.named(name) else {
                let portrait = DeviceProfile.portrait.map(\.name)
                let hint = KeySuggestion.hint(for: name, among: portrait + portrait.map { $0 + "-landscape" })
                    .map { $0 + " " } ?? ""
                throw ValidationError("unknown device '\(name)'; \(hint)known devices: \(portrait.joined(separator: ", ")) "
                                      + "(add -landscape for landscape)")
            }
            profiles.append(profile)
        }
        // The options map onto the settings here, and only here.
        var settings = SpecRendering()
        settings.drawing = .standard
        settings.format = format
        settings.theme = theme
        settings.background = background
        settings.scale = scale
        settings.devices = profiles
        settings.options.annotations = annotations
        settings.options.clipsOrthogonalContent = clip
        settings.options.orthogonalOverflow = overflowValue
        settings.options.showsLegend = !noLegend
        settings.options.showsCaption = !noCaption
        settings.options.padding = pad
        settings.options.salt = salt.map { DiagramSalt($0) } ?? .default
        settings.xmlDeclaration = !noXMLDeclaration
        settings.viewport = viewport
        settings.contentOffset = contentOffset
        settings.animation = try animation(format: format)
        do {
            settings.explanations = try ExplainedElements(explain).selectors
        } catch {
            throw ValidationError(String(error.message.dropFirst("error: ".count)))
        }
        return settings
    }
}

import CompositionalLayout

/// One layout on one device, for side-by-side diagrams.
public struct DiagramPanel: Sendable {
    /// The solved layout the panel draws.
    public var solution: LayoutSolution
    /// Named under the panel, with the container size and traits.
    public var deviceName: String?
    /// The traits named under the panel (``DiagramOptions/traitNames(_:)``).
    public var traits: [String]
    /// The device's screen, usually at rest, outlined with its safe area (``DiagramOptions/device``).
    public var device: DiagramScreen
    /// With a screen, the panel shows only what it shows (``DiagramOptions/screen``).
    public var screen: DiagramScreen?

    /// A panel drawing `solution`, captioned with the device's name and traits.
    public init(solution: LayoutSolution, deviceName: String? = nil, traits: [String] = [],
                device: DiagramScreen = DiagramScreen(), screen: DiagramScreen? = nil) {
        self.solution = solution
        self.deviceName = deviceName
        self.traits = traits
        self.device = device
        self.screen = screen
    }
}

extension DiagramSceneBuilder {
    /// The same layout on several devices, left to right: each panel cut to
    /// its device's screen (its ``DiagramPanel/screen``, or else its
    /// ``DiagramPanel/device`` at rest) as `--viewport` cuts it, with "+N more
    /// below" for what lies beyond, drawn inside its device's outline with its
    /// safe area and named underneath, under one title and above one legend.
    /// A panel is so at most a screen long plus its chrome.
    ///
    /// A single panel is drawn as ``scene(for:)`` draws it, with its device's
    /// name in the caption; one with a ``DiagramPanel/deviceName`` is cut to
    /// its screen as well, unless frames are explained (the explained element
    /// may lie beyond the screen).
    ///
    /// ```swift
    /// let scene = try DiagramSceneBuilder(options: DiagramOptions(title: "Adaptive grid")).scene(forPanels: [
    ///     // At rest, scrolled to minus the top safe area.
    ///     DiagramPanel(solution: phone, deviceName: "iPhone 15",
    ///                  device: DiagramScreen(contentOffset: -59, safeArea: DiagramEdgeInsets(top: 59, bottom: 34))),
    ///     DiagramPanel(solution: pad, deviceName: "iPad Air",
    ///                  device: DiagramScreen(contentOffset: -24, safeArea: DiagramEdgeInsets(top: 24, bottom: 20))),
    /// ])
    /// ```
    public func scene(forPanels panels: [DiagramPanel]) throws(DiagramSceneError) -> DiagramScene {
        guard panels.count > 1 else {
            var options = self.options
            if let panel = panels.first {
                options.deviceName = panel.deviceName ?? options.deviceName
                options.traits = panel.traits
                options.screen = panel.screen ?? options.screen
                // On a device, cut to its screen; with explanations, drawn whole so the explained frames show.
                if panel.deviceName != nil, options.explanations.isEmpty {
                    options.screen = options.screen ?? panel.device
                    options.device = panel.device
                }
                return try DiagramSceneBuilder(options: options).scene(for: panel.solution)
            }
            return DiagramScene.sideBySide([])
        }
        // Side by side, the panels' widths add up: refuse a row too wide before drawing any of it.
        var width = 2 * options.padding, height = 0.0
        for panel in panels {
            let screen = ScreenWindow(screen: panel.screen ?? options.screen ?? panel.device, solution: panel.solution).frame
            width += screen.width
            height = max(height, screen.height)
        }
        try options.sizeLimit.check(width: width, height: height + 2 * options.padding)
        try options.sizeLimit.check(frames: panels.reduce(0) { $0 + $1.solution.frameCount }, panels: panels.count)
        var scenes: [DiagramScene] = []
        for panel in panels {
            var options = self.options
            options.showsTitle = false
            options.showsLegend = false
            options.deviceName = panel.deviceName
            options.traits = panel.traits
            // Each panel is cut to its device's screen, as `--viewport` cuts it, inside the device.
            options.screen = panel.screen ?? options.screen ?? panel.device
            options.device = panel.device
            scenes.append(try DiagramSceneBuilder(options: options).scene(for: panel.solution))
        }
        let joined = DiagramScene.sideBySide(scenes)
        var draft = SceneDraft(extent: joined.bounds)
        draft.add(joined.nodes)
        if options.showsTitle, let title = DisplayText.nonEmpty(options.title) {
            TitlePass.add(title, measure: options.textMeasure, to: &draft)
        }
        if options.showsLegend {
            let used = Set(joined.nodes.map(\.role))
            DiagramLegend(measure: options.textMeasure, fontSize: Self.annotationFontSize)
                .add(caption: nil, roles: SceneRole.legendOrder.filter(used.contains),
                     notes: ElementKindName.legendNotes(for: panels.flatMap { panel in
                         panel.solution.elements.lazy.filter { $0.category != .cell }.compactMap(\.elementKind)
                     }), to: &draft)
        }
        return DiagramScene(title: DisplayText.nonEmpty(options.title) ?? DiagramOptions.defaultTitle,
                            summary: joined.summary, salt: options.salt, bounds: draft.extent.outwardToWholePoints,
                            padding: options.padding, nodes: draft.nodes)
    }
}

/// The screen (``ScreenWindow``): with `--viewport` or a device's panel, its
/// edge, safe area and "+N more" beyond it, and the device around it; with a
/// device but no screen, the device around the container at rest; else the
/// container's edge at rest, where the screen ends.
struct ScreenEdgePass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        var requests: [LabelPlacer.LabelRequest] = []
        if let screen = context.screen {
            for node in screen.nodes() { canvas.drawMark(node, at: .marks) }
            // A device's panel is cut to its screen: the device around it.
            if context.options.device != nil { canvas.drawMark(screen.deviceOutline(), at: .marks) }
            requests = screen.moreRequests(context.label)
        } else if let device = context.options.device {
            // The device around the container at rest shows where the screen ends.
            for node in ScreenWindow.deviceNodes(solution: context.solution, device: device) {
                canvas.drawMark(node, at: .marks)
            }
        } else if let edge = ScreenWindow.restingEdge(of: context.solution, fold: context.bound?.fold) {
            canvas.drawMark(edge.node, at: .marks)
            requests = [edge.label(context.label)]
        }
        guard context.annotates else { return }
        for request in requests { canvas.label(request, rank: .marks) }
    }
}

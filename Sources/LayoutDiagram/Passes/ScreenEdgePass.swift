/// The screen (``ScreenWindow``): with `--viewport`, its edge, safe area and
/// "+N more" beyond it; with a device, the device around the container at
/// rest; else the container's edge at rest, where the screen ends.
struct ScreenEdgePass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        var requests: [LabelPlacer.LabelRequest] = []
        if let screen = context.screen {
            for node in screen.nodes() { canvas.drawMark(node, at: .marks) }
            requests = screen.moreRequests(context.label)
        } else if let device = context.options.device {
            // The device around the container at rest shows where the screen ends.
            for node in ScreenWindow.deviceNodes(solution: context.solution, device: device) {
                canvas.drawMark(node, at: .marks)
            }
        } else if let edge = ScreenWindow.restingEdge(of: context.solution) {
            canvas.drawMark(edge.node, at: .marks)
            requests = [edge.label(context.label)]
        }
        guard context.annotates else { return }
        for request in requests { canvas.label(request, rank: .marks) }
    }
}

import CLayoutDiagramCairo

/// Turns Cairo's status codes into ``CairoRenderError``s.
///
/// Cairo reports failure through a status on the object (surface, context,
/// font face, scaled font) rather than by return value, and an object in an
/// error state silently ignores later calls, so each object is checked once
/// it has been created and again after the work done with it.
enum CairoStatus {
    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ operation: String) throws(CairoRenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw error(status, operation)
    }

    /// The error for a failed `status`.
    static func error(_ status: cairo_status_t, _ operation: String) -> CairoRenderError {
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
        return .cairo(operation: operation, status: Int(status.rawValue), message: message)
    }
}

import CLayoutDiagramCairo

/// A `cairo_t` drawing into an ``ImageSurface``, destroyed with the object.
///
/// One context is made per render call and used on that call's thread only.
final class CairoContext {
    /// The `cairo_t`.
    let pointer: OpaquePointer
    /// Keeps the surface alive while the context draws into it.
    private let surface: AnyObject

    convenience init(_ surface: ImageSurface) throws(CairoRenderError) {
        try self.init(surface: surface.pointer, owner: surface)
    }

    /// A context drawing into the `cairo_surface_t` at `pointer`, which `owner` keeps alive.
    init(surface pointer: OpaquePointer, owner: AnyObject) throws(CairoRenderError) {
        guard let context = cairo_create(pointer) else {
            throw CairoStatus.error(CAIRO_STATUS_NO_MEMORY, "create a drawing context")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw CairoStatus.error(status, "create a drawing context")
        }
        self.pointer = context
        self.surface = owner
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws when the context has gone into an error state. Cairo stops
    /// drawing at the first error and remembers it, so one check after a
    /// batch of calls catches a failure in any of them.
    func checkStatus(_ operation: String) throws(CairoRenderError) {
        try CairoStatus.check(cairo_status(pointer), operation)
    }
}

/// Tells anti-aliased edge pixels from real changes, after Vyšniauskas (2009),
/// "Anti-aliased pixel and intensity slope detector".
///
/// An anti-aliased pixel sits on a slope of brightness between two flat areas:
/// few of its neighbours share its brightness, some are darker and some
/// brighter, and the darkest or the brightest of them belongs to a flat area.
/// Renderers differ in such pixels all the time, and eyes do not notice.
enum AntiAliasing {
    /// Whether pixel (`x`, `y`) of `image` looks anti-aliased.
    ///
    /// 1. Among its up to eight neighbours, count those of exactly its
    ///    brightness; a pixel on the border starts the count at one. More than
    ///    two: it is part of a flat area or a line, not a slope.
    /// 2. It needs a darker and a brighter neighbour.
    /// 3. Its darkest or its brightest neighbour must have many identical
    ///    neighbours (``hasManySiblings(_:_:in:)``) in `image` and in `other`:
    ///    the flat area beside the edge is there in both images.
    static func isAntiAliased(_ x: Int, _ y: Int, in image: PixelGrid, other: PixelGrid) -> Bool {
        let left = max(x - 1, 0), right = min(x + 1, image.width - 1)
        let top = max(y - 1, 0), bottom = min(y + 1, image.height - 1)
        var sameBrightness = (x == 0 || x == image.width - 1 || y == 0 || y == image.height - 1) ? 1 : 0
        let centre = image.brightness(x, y)
        var darkest = (delta: 0.0, x: 0, y: 0)
        var brightest = (delta: 0.0, x: 0, y: 0)

        for neighbourY in top...bottom {
            for neighbourX in left...right where neighbourX != x || neighbourY != y {
                let delta = image.brightness(neighbourX, neighbourY) - centre
                if delta == 0 {
                    sameBrightness += 1
                    if sameBrightness > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, neighbourX, neighbourY)
                } else if delta > brightest.delta {
                    brightest = (delta, neighbourX, neighbourY)
                }
            }
        }
        guard darkest.delta < 0, brightest.delta > 0 else { return false }
        return (hasManySiblings(darkest.x, darkest.y, in: image) && hasManySiblings(darkest.x, darkest.y, in: other))
            || (hasManySiblings(brightest.x, brightest.y, in: image)
                && hasManySiblings(brightest.x, brightest.y, in: other))
    }

    /// Whether at least three neighbours of pixel (`x`, `y`) have exactly its
    /// RGBA value; a pixel on the border starts the count at one.
    static func hasManySiblings(_ x: Int, _ y: Int, in image: PixelGrid) -> Bool {
        let left = max(x - 1, 0), right = min(x + 1, image.width - 1)
        let top = max(y - 1, 0), bottom = min(y + 1, image.height - 1)
        var siblings = (x == 0 || x == image.width - 1 || y == 0 || y == image.height - 1) ? 1 : 0
        let centre = image.word(x, y)
        for neighbourY in top...bottom {
            for neighbourX in left...right where neighbourX != x || neighbourY != y {
                if image.word(neighbourX, neighbourY) == centre {
                    siblings += 1
                    if siblings > 2 { return true }
                }
            }
        }
        return false
    }
}

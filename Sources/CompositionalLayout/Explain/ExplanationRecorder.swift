import Foundation

/// Collects one element's explanation while the solver runs. The solver makes one only
/// when asked (``LayoutRequest/recorder``); without it no step is written down.
final class ExplanationRecorder {
    let target: LayoutElementSelector
    private(set) var steps: [ExplanationStep] = []
    /// The element's frame as the section composed it, before pixel rounding and mirroring.
    var composedFrame: CGRect?
    /// The line giving the start of the target's section, written by the solver that stacks sections.
    var sectionStart: ExplanationLine?

    init(target: LayoutElementSelector) {
        self.target = target
    }

    func record(_ title: String, _ lines: [ExplanationLine]) {
        guard !lines.isEmpty else { return }
        steps.append(ExplanationStep(title, lines))
    }

    func record(_ steps: [ExplanationStep]) {
        self.steps += steps.filter { !$0.lines.isEmpty }
    }

    /// The composed frame rounded to the pixel grid, as UIKit before iOS 15 rounds finished frames.
    func recordRounding(_ rounding: PixelSnapping) {
        guard let frame = composedFrame else { return }
        let rounded = rounding.round(frame)
        composedFrame = rounded
        guard rounded != frame else { return }
        let note = "rounded to the \(CanonicalNumber.string(rounding.scale))× pixel grid"
        record("Pixel rounding", [
            Arithmetic.term(frame.minX).line("x", result: rounded.minX, note: note, snappedTo: rounding.scale),
            Arithmetic.term(frame.minY).line("y", result: rounded.minY, snappedTo: rounding.scale),
            Arithmetic.term(frame.width).line("width", result: rounded.width, snappedTo: rounding.scale),
            Arithmetic.term(frame.height).line("height", result: rounded.height, snappedTo: rounding.scale),
        ])
    }

    /// The composed frame mirrored for a right-to-left layout: `leading` is on the right.
    func recordMirroring(contentWidth: CGFloat) {
        guard let frame = composedFrame else { return }
        let mirrored = Arithmetic.term(contentWidth, "the content's width") - .term(frame.minX, "x")
            - .term(frame.width, "width")
        // As the solution mirrors it: the width less the frame's maximum x.
        let x = contentWidth - frame.maxX
        composedFrame = CGRect(x: x, y: frame.minY, width: frame.width, height: frame.height)
        record("Right to left", [mirrored.line("x", result: x, note: "the layout is mirrored")])
    }

    /// Whether the target lies in section `index`.
    func wants(section index: Int?) -> Bool {
        target.section == index
    }
}

/// How a slot (or a nested group) came to be where it is in its outermost group: one step per
/// level of nesting, outermost first, with that level's origin in its own group.
struct SlotDerivation {
    var steps: [ExplanationStep] = []
    /// Each level's origin in the group that holds it, named (`subitem 1`) for the composition.
    var offsets: [(origin: CGPoint, name: String)] = []

    /// This derivation inside one more level of nesting, outside it.
    func nested(in step: ExplanationStep, at origin: CGPoint, name: String) -> SlotDerivation {
        SlotDerivation(steps: [step] + steps, offsets: [(origin, name)] + offsets)
    }
}

/// How a template's leaves, groups and supplementaries were placed, parallel to its arrays.
final class TemplateDerivations {
    var leaves: [SlotDerivation] = []
    /// The root group's is empty: the section explains it.
    var groups: [SlotDerivation] = [SlotDerivation()]
    var supplementaries: [SlotDerivation] = []

    /// Adds a nested group's derivations, placed by `step` at `offset` in this group.
    func append(_ nested: TemplateDerivations, in step: ExplanationStep, at offset: CGPoint, name: String) {
        leaves += nested.leaves.map { $0.nested(in: step, at: offset, name: name) }
        groups += nested.groups.map { $0.nested(in: step, at: offset, name: name) }
        supplementaries += nested.supplementaries.map { $0.nested(in: step, at: offset, name: name) }
    }
}

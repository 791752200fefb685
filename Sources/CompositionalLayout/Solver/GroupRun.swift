import Foundation

/// A section's group instances, in order: one packed template stamped out
/// `count` times, or (with a measurement, where each instance is packed for
/// its own items) one template per instance.
struct GroupRun {
    /// One template for every instance, or one per instance. Resizing them (as
    /// `uniformAcrossSiblings` does) keeps their items.
    var templates: [GroupTemplate] = []
    /// The first item of each instance, when each has its own template.
    private var firstItems: [Int] = []
    private(set) var count = 0
    /// How many items each instance holds, when they share one template: read for every instance,
    /// where `templates[0].capacity` would copy the template (and retain its arrays) each time.
    private var repeatingCapacity = 0

    init() {}

    /// `count` instances of `template`, each holding `template.capacity` items.
    init(repeating template: GroupTemplate, count: Int) {
        templates = [template]
        self.count = count
        repeatingCapacity = template.capacity
    }

    /// Adds an instance packed for its own items, starting at `firstItem`.
    mutating func append(_ template: GroupTemplate, firstItem: Int) {
        templates.append(template)
        firstItems.append(firstItem)
        count += 1
    }

    /// The template instance `repetition` was stamped from.
    func template(of repetition: Int) -> GroupTemplate {
        templates.count == 1 ? templates[0] : templates[repetition]
    }

    /// The first item that instance `repetition` holds.
    func firstItem(of repetition: Int) -> Int {
        firstItems.isEmpty ? repetition * repeatingCapacity : firstItems[repetition]
    }
}

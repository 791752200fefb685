import Foundation
import Testing
@testable import LayoutSpec

/// Bad specs: every problem is reported with its exact message, line, column and key path.
@Suite struct DiagnosticTests {
    /// A valid group whose layoutSize line can be swapped out; the layoutSize value starts on line 6.
    private func group(layoutSize: String) -> String {
        """
        sections:
          - items: 3
            group:
              horizontal:
                layoutSize:
                  \(layoutSize)
                subitems:
                  - item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}
        """
    }

    @Test func aBadDimensionStringNamesTheKeyPathAndTheExpectedForms() {
        // Line 6 is 10 spaces + "width: ", so the value starts in column 18.
        let found = diagnostics(group(layoutSize: "width: .fractional(1)\n          height: .absolute(44)"))
        #expect(found == [diagnostic(6, 18, "sections[0].group.horizontal.layoutSize.width",
                                     "expected a dimension such as .fractionalWidth(0.5), .absolute(44) or "
                                     + ".estimated(100), got '.fractional(1)'")])
        #expect(found.first?.description == "test.yaml:6:18: error: sections[0].group.horizontal.layoutSize.width: "
                + "expected a dimension such as .fractionalWidth(0.5), .absolute(44) or .estimated(100), "
                + "got '.fractional(1)'")
    }

    @Test func aMisspeltFactoryGetsAHint() {
        let found = diagnostics(group(layoutSize: "{width: .fractionalwidth(1), height: 44}"))
        // 10 spaces + "{width: " = 18 characters, so the value starts in column 19.
        #expect(found == [diagnostic(6, 19, "sections[0].group.horizontal.layoutSize.width",
                                     "expected a dimension such as .fractionalWidth(0.5), .absolute(44) or "
                                     + ".estimated(100), got '.fractionalwidth(1)'; did you mean '.fractionalWidth'?")])
    }

    @Test func anUnknownKeyGetsADidYouMeanHintAndNoSecondMissingKeyError() {
        let found = diagnostics("""
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutsize: {width: .fractionalWidth(1), height: 44}
                    subitems: [{item: {layoutSize: {width: 1, height: 1}}}]
            """)
        #expect(found == [diagnostic(5, 9, "sections[0].group.horizontal.layoutsize",
                                     "unknown key 'layoutsize'; did you mean 'layoutSize'?")])
    }

    @Test func anUnknownKeyWithNothingCloseListsTheAllowedKeys() {
        let found = diagnostics(spec(section: "items: 1\ncolour: red\ngroup: \(trivialGroup)"))
        let keys: [String] = ["name", "items", "variants", "group", "list", "interGroupSpacing", "contentInsets",
                              "contentInsetsReference", "orthogonalScrollingBehavior",
                              "supplementariesFollowContentInsets", "supplementaryContentInsetsReference",
                              "boundarySupplementaryItems", "decorationItems", "visibleItemEffects"]
        let message = "unknown key 'colour'; expected one of " + keys.map { "'\($0)'" }.joined(separator: ", ")
        #expect(found == [diagnostic(4, 5, "sections[0].colour", message)])
    }

    @Test func aValueOfTheWrongTypeSaysWhatWasExpected() {
        let found = diagnostics(spec(section: """
            items: 3
            interGroupSpacing: {fixed: 10}
            group: \(trivialGroup)
            """))
        // Line 4: "    interGroupSpacing: " is 23 characters.
        #expect(found == [diagnostic(4, 24, "sections[0].interGroupSpacing", "expected a number, got a mapping")])
    }

    @Test func textWhereANumberBelongsIsNotCalledOutOfRange() {
        let found = diagnostics("""
            container: {width: wide, height: 3.5e2.1}
            sections:
              - items: 3.0
                grup: {horizontal: {}}
            """)
        #expect(found == [
            diagnostic(1, 20, "container.width", "expected a number, got 'wide'"),
            diagnostic(1, 34, "container.height", "expected a number, got '3.5e2.1'"),
            diagnostic(3, 12, "sections[0].items", "expected a whole number, got '3.0'"),
            // Only the misspelling: the hint already says which key is missing.
            diagnostic(4, 5, "sections[0].grup", "unknown key 'grup'; did you mean 'group'?"),
        ])
    }

    @Test func aNegativeSizeIsRejected() {
        let found = diagnostics(group(layoutSize: "{width: .absolute(-10), height: 44}"))
        #expect(found == [diagnostic(6, 19, "sections[0].group.horizontal.layoutSize.width",
                                     "negative size '.absolute(-10)'; a dimension must be greater than 0")])
        let bare = diagnostics(group(layoutSize: "{width: 10, height: {estimated: -1}}"))
        // 10 spaces + "{width: 10, height: {estimated: " = 42 characters.
        #expect(bare == [diagnostic(6, 43, "sections[0].group.horizontal.layoutSize.height.estimated",
                                    "negative size '-1'; a dimension must be greater than 0")])
    }

    @Test func aYAMLSyntaxErrorIsOneDiagnosticAtItsMark() {
        // The second colon on line 1 makes "Grid: three columns" a mapping inside a mapping value.
        let found = diagnostics("title: Grid: three columns\nsections: []\n")
        #expect(found == [diagnostic(1, 12, "", "invalid YAML: mapping values are not allowed in this context")])
        #expect(found.first?.description == "test.yaml:1:12: error: invalid YAML: mapping values are not allowed in this context")
    }

    @Test func anUnclosedFlowListNamesWhereItStarted() {
        let found = diagnostics("sections: [{items: 1}\ntitle: x\n")
        // libyaml stops at the first token that cannot continue the list: `title` on line 2.
        #expect(found == [diagnostic(2, 1, "", "invalid YAML: did not find expected ',' or ']' "
                                     + "(while parsing a flow sequence at line 1, column 11)")])
    }

    @Test func anUnquotedLabelledCallGetsAHint() {
        let found = diagnostics(group(layoutSize: "width: .uniformAcrossSiblings(estimate: 50)\n          height: 44"))
        // YAML stops at the colon after "estimate": 10 + "width: .uniformAcrossSiblings(estimate" = 48 characters.
        #expect(found == [diagnostic(6, 49, "", "invalid YAML: mapping values are not allowed in this context; "
                                     + "quote a Swift call with an argument label, as in "
                                     + "'.uniformAcrossSiblings(estimate: 50)', or write {uniformAcrossSiblings: 50}")])
    }

    @Test func aDuplicateKeyIsReportedAtItsFirstOccurrence() {
        let found = diagnostics("""
            sections:
              - items: 3
                items: 4
            """)
        #expect(found == [diagnostic(2, 5, "", "the key 'items' appears more than once in this mapping")])
    }

    @Test func aKeyAndItsSynonymTogetherAreADuplicate() {
        let found = diagnostics(group(layoutSize: "{width: 1, height: 2, heightDimension: 3}"))
        // 10 spaces + "{width: 1, height: 2, " = 32 characters.
        #expect(found == [diagnostic(6, 33, "sections[0].group.horizontal.layoutSize.heightDimension",
                                     "'heightDimension' repeats 'height'; give only one of them")])
    }

    @Test func everyErrorInAFileIsReportedInFileOrder() {
        let found = diagnostics("""
            container: {width: 0, height: 844}
            configuration:
              scrollDirection: sideways
            sections:
              - items: many
                group:
                  vertical:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                    subitem: {item: {layoutSize: {width: 1, height: 1}}}
                    interItemSpacing: .fixed(-4)
              - items: 2
                group: {item: {layoutSize: {width: 1, height: 1}}}
            """)
        #expect(found == [
            diagnostic(1, 20, "container.width", "expected a number from 1 to 10000000, got '0'"),
            diagnostic(3, 20, "configuration.scrollDirection", "expected one of vertical, horizontal, got 'sideways'"),
            diagnostic(5, 12, "sections[0].items", "expected a whole number, got 'many'"),
            diagnostic(8, 9, "sections[0].group.vertical", "missing required key 'count' (it goes with 'subitem')"),
            diagnostic(10, 27, "sections[0].group.vertical.interItemSpacing",
                       "negative spacing '.fixed(-4)'; spacing must be at least 0"),
            diagnostic(12, 13, "sections[1].group.item",
                       "a section's group must be 'horizontal:', 'vertical:' or 'custom:'; "
                       + "put the item in a group's 'subitems'"),
        ])
    }

    @Test func aSectionIsAGroupOrAListNotBoth() {
        let found = diagnostics("""
            sections:
              - items: 3
                group: \(trivialGroup)
                list: {appearance: insetGrouped}
              - items: 1
                interGroupSpacing: 4
            """)
        #expect(found == [
            diagnostic(4, 5, "sections[0].list",
                       "'list' cannot be combined with 'group'; a section is laid out by a group or is a list, not both"),
            // At the second section's mapping, line 5.
            diagnostic(5, 5, "sections[1]", "missing required key 'group', or 'list' for a list section"),
        ])
    }

    @Test func groupFormsMustBeGivenExactlyOnce() {
        let found = diagnostics("""
            sections:
              - items: 1
                group:
                  horizontal:
                    layoutSize: {width: 100, height: 44}
                    subitems: [{item: {layoutSize: {width: 1, height: 1}}}]
                    repeatingSubitem: {item: {layoutSize: {width: 1, height: 1}}}
                    count: 2
              - items: 1
                group: {vertical: {layoutSize: {width: 100, height: 44}}}
            """)
        #expect(found == [
            diagnostic(7, 9, "sections[0].group.horizontal.repeatingSubitem",
                       "'repeatingSubitem' cannot be combined with 'subitems'; give one of 'subitems', "
                       + "'subitem' with 'count', or 'repeatingSubitem' with 'count'"),
            diagnostic(8, 9, "sections[0].group.horizontal.count",
                       "'count' goes with 'subitem' or 'repeatingSubitem', not with 'subitems'"),
            // Reported at the group's body: 4 + "group: {vertical: " = 22 characters before its "{".
            diagnostic(10, 23, "sections[1].group.vertical",
                       "missing subitems: give 'subitems', or 'subitem' or 'repeatingSubitem' with 'count'"),
        ])
    }

    @Test func settingsWrittenBesideTheGroupKeyAreCaught() {
        let found = diagnostics("""
            sections:
              - items: 1
                group:
                  horizontal: {layoutSize: {width: 100, height: 44}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}
                  interItemSpacing: 10
                  supplementaryItems: []
            """)
        #expect(found == [
            diagnostic(5, 7, "sections[0].group.interItemSpacing",
                       "'interItemSpacing' belongs inside 'horizontal:' or 'vertical:', not beside it"),
            diagnostic(6, 7, "sections[0].group.supplementaryItems",
                       "'supplementaryItems' belongs inside 'horizontal:', 'vertical:' or 'custom:', not beside it"),
        ])
    }

    @Test func variantsCannotChangeTheSectionsData() {
        let found = diagnostics(spec(section: """
            items: 1
            group: \(trivialGroup)
            variants:
              - when: {minWidth: 600, maxWidth: 500, userInterfaceStyle: drak}
                items: 4
            """))
        #expect(found == [
            // Line 6 is 4 + "  - when: {minWidth: 600, " + "maxWidth: " = 40 characters before the value.
            diagnostic(6, 41, "sections[0].variants[0].when.maxWidth",
                       "maxWidth must be greater than minWidth (600); this variant can never apply"),
            diagnostic(6, 66, "sections[0].variants[0].when.userInterfaceStyle",
                       "expected one of unspecified, light, dark, got 'drak'; did you mean 'dark'?"),
            diagnostic(7, 9, "sections[0].variants[0].items",
                       "'items' belongs to the section, not to one of its variants"),
        ])
    }

    @Test func anchorsAndAliasesAreRejected() {
        let found = diagnostics("""
            item: &square {layoutSize: {width: 1, height: 1}}
            sections:
              - items: 1
                group: {horizontal: {layoutSize: {width: 1, height: 1}, subitems: [*square]}}
            """)
        #expect(found == [diagnostic(1, 7, "", "anchors and aliases are not supported"),
                          diagnostic(4, 72, "", "anchors and aliases are not supported")])
    }

    @Test func missingAndEmptyDocumentsAreExplained() {
        #expect(diagnostics("") == [diagnostic(1, 1, "", "the spec is empty; expected a mapping with 'sections'")])
        #expect(diagnostics("# nothing here\n") == [diagnostic(1, 1, "", "the spec is empty; expected a mapping with 'sections'")])
        #expect(diagnostics("- 1\n") == [diagnostic(1, 1, "", "expected a mapping with 'sections', got a list")])
        #expect(diagnostics("title: x\n") == [diagnostic(1, 1, "", "missing required key 'sections'")])
        #expect(diagnostics("sections: []\n") == [diagnostic(1, 11, "sections", "expected at least one section, got an empty list")])
    }

    @Test func pastFiftyErrorsTheLastDiagnosticSaysHowManyThereWere() {
        let sections = (0..<60).map { _ in "  - {items: -1, group: {horizontal: {}}}" }.joined(separator: "\n")
        let found = diagnostics("sections:\n" + sections + "\n")
        // Each section has three problems: items, and the group's missing layoutSize and subitems.
        #expect(found.count == SpecLimits.maxDiagnostics + 1)
        #expect(found.last?.message == "too many errors: 180 in all, only the first 50 are shown")
        #expect(found.prefix(50).map(\.line) == found.prefix(50).map(\.line).sorted())
    }
}

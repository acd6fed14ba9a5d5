"""Tags: the typed records against their response records, the pure rules, and the function's cold start."""

from __future__ import annotations

import dataclasses

import pytest
from inventory_planning.contracts.tags import labels as tags_wire
from inventory_planning.domain.tags import labels as tags
from pydantic import BaseModel
from pydantic.alias_generators import to_camel

from tests.unit.test_cold_start import load

PAIRS = [
    (tags.Tag, tags_wire.Tag),
    (tags.TagsAssigned, tags_wire.TagsAssigned),
    (tags.TagsRemoved, tags_wire.TagsRemoved),
    (tags.TaggedEntity, tags_wire.TaggedEntity),
    (tags.TagDeleted, tags_wire.TagDeleted),
]


@pytest.mark.parametrize(("record", "contract"), PAIRS, ids=[r.__name__ for r, _ in PAIRS])
def test_a_tag_record_carries_exactly_the_fields_of_its_response_record(record: type, contract: type[BaseModel]) -> None:
    assert {to_camel(f.name) for f in dataclasses.fields(record)} == set(contract.model_fields)


def test_who_may_assign_which_kind() -> None:
    assert [k for k in tags.TAG_KINDS if tags.manual_allowed(k)] == ["BUSINESS", "MIXED"]
    assert [k for k in tags.TAG_KINDS if tags.rules_allowed(k)] == ["DATA", "MIXED"]


def test_names_compare_trimmed_and_case_folded() -> None:
    assert tags.name_key("  Broken   SIZE run ") == tags.name_key("broken size run") == "broken size run"
    assert tags.name_key("Straße") == tags.name_key("STRASSE")  # casefold, not lower


def test_only_a_widening_change_keeps_assignments_valid() -> None:
    assert tags.widens("BUSINESS", ["VARIANT"], "MIXED", ["PRODUCT", "VARIANT"])
    assert tags.widens("DATA", ["VARIANT"], "DATA", ["VARIANT"])
    assert not tags.widens("MIXED", ["VARIANT"], "DATA", ["VARIANT"])  # manual assignments would be stranded
    assert not tags.widens("BUSINESS", ["VARIANT", "BRAND"], "BUSINESS", ["VARIANT"])  # a target dropped


def test_include_any_exclude_every() -> None:
    a, b, c = "a", "b", "c"
    assert tags.matches(frozenset({a, c}), frozenset({a, b}), frozenset())
    assert not tags.matches(frozenset({a, c}), frozenset({a, b}), frozenset({c}))
    assert not tags.matches(frozenset({c}), frozenset({a, b}), frozenset())
    assert tags.ordered_targets(["VARIANT", "BRAND", "VARIANT"]) == ["VARIANT", "BRAND"]
    assert tags.ordered_targets(["INVENTORY_ITEM", "PRODUCT"]) == ["PRODUCT", "INVENTORY_ITEM"]


def test_the_tags_function_leaves_its_services_and_records_to_the_first_request() -> None:
    modules = set(load("tags")["modules"])
    deferred = {
        "inventory_planning.services.tags.admin",
        "inventory_planning.services.tags.assignments",
        "inventory_planning.contracts.tags.labels",
        "inventory_planning.contracts.requests.tags",
        "inventory_planning.store.tags.assignments",
    }
    assert not deferred & modules
    assert not {"jwt", "cryptography", "duckdb", "numpy"} & {name.split(".")[0] for name in modules}


def test_alert_tag_rules_combine_with_and_or() -> None:
    from inventory_planning.domain.alerts.matching import tag_rules_hold

    rules = [{"tagId": "core", "mode": "INCLUDE"}, {"tagId": "clearance", "mode": "EXCLUDE"}]
    # (carries core, lacks clearance) -> AND holds only when both rules hold, OR when one does
    assert tag_rules_hold(rules, "AND", frozenset({"core"}))
    assert not tag_rules_hold(rules, "AND", frozenset({"core", "clearance"}))
    assert tag_rules_hold(rules, "OR", frozenset({"core", "clearance"}))
    assert tag_rules_hold(rules, "OR", frozenset())  # lacks clearance
    assert not tag_rules_hold(rules, "OR", frozenset({"clearance"}))
    assert tag_rules_hold([], "AND", frozenset())


def test_a_pure_tag_alert_must_select_tagged_entities() -> None:
    from inventory_planning.domain.alerts.matching import check
    from inventory_planning.kernel.errors import InvalidInput

    base = {"checkLevel": "VARIANT", "triggerType": "THRESHOLD_REACHED"}
    check({**base, "tagRules": [{"tagId": "t", "mode": "INCLUDE"}], "tagOperator": "AND"})
    check({**base, "tagRules": [{"tagId": "t", "mode": "INCLUDE"}, {"tagId": "u", "mode": "EXCLUDE"}], "tagOperator": "AND"})
    for rules, operator in (([{"tagId": "u", "mode": "EXCLUDE"}], "AND"),
                            ([{"tagId": "t", "mode": "INCLUDE"}, {"tagId": "u", "mode": "EXCLUDE"}], "OR")):  # fmt: skip
        with pytest.raises(InvalidInput) as error:
            check({**base, "tagRules": rules, "tagOperator": operator})
        assert [e["field"] for e in error.value.field_errors] == ["tagRules"]
    with pytest.raises(InvalidInput) as error:
        check({**base, "checkLevel": "SHOP", "brandIds": ["b"], "tagRules": [{"tagId": "t", "mode": "INCLUDE"}]})
    assert {e["field"] for e in error.value.field_errors} == {"checkLevel", "brandIds"}
    with pytest.raises(InvalidInput):
        check(base)  # no metric, risk nor tag rule

"""Propagation of a rule's matches (domain/tags/propagation.py) both ways, within the tag's targets;
and the run log's cap (domain/tags/records.py)."""

from __future__ import annotations

from inventory_planning.domain.tags.propagation import Lineage, all_source_ids, kept_source_ids, propagate
from inventory_planning.domain.tags.records import MAX_LOGS, RunLog

ALL = ("BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM")
TREE = [
    Lineage("B1", "P1", "V1", "I1"), Lineage("B1", "P1", "V1", "I2"), Lineage("B1", "P1", "V2", "I3"),
    Lineage("B1", "P2", "V3", "I4"), Lineage("B2", "P3", "V4", "I5"),
]  # fmt: skip


def test_entity_tags_the_matches_only() -> None:
    assert propagate("VARIANT", {"V1"}, "ENTITY", ALL, TREE) == {"BRAND": set(), "PRODUCT": set(), "VARIANT": {"V1"},
                                                                  "INVENTORY_ITEM": set()}  # fmt: skip


def test_cascade_goes_down_to_every_descendant() -> None:
    found = propagate("PRODUCT", {"P1"}, "CASCADE", ALL, TREE)
    assert found == {"BRAND": set(), "PRODUCT": {"P1"}, "VARIANT": {"V1", "V2"}, "INVENTORY_ITEM": {"I1", "I2", "I3"}}


def test_bubble_up_goes_to_every_ancestor() -> None:
    found = propagate("INVENTORY_ITEM", {"I3", "I5"}, "BUBBLE_UP", ALL, TREE)
    assert found == {"BRAND": {"B1", "B2"}, "PRODUCT": {"P1", "P3"}, "VARIANT": {"V2", "V4"}, "INVENTORY_ITEM": {"I3", "I5"}}


def test_only_the_tags_targets_are_assigned_and_a_level_between_is_passed_through() -> None:
    # a brand's CASCADE to a tag targeting BRAND and VARIANT: the brand and its variants, not its products or items
    assert propagate("BRAND", {"B1"}, "CASCADE", ("BRAND", "VARIANT"), TREE) == {"BRAND": {"B1"}, "VARIANT": {"V1", "V2", "V3"}}
    # BUBBLE_UP from variants to a tag targeting VARIANT only: nothing above
    assert propagate("VARIANT", {"V4"}, "BUBBLE_UP", ("VARIANT",), TREE) == {"VARIANT": {"V4"}}


def test_the_run_log_is_capped_and_says_how_many_entries_were_dropped() -> None:
    log = RunLog(lambda: "2026-11-26T00:00:00.000Z")
    for n in range(MAX_LOGS + 7):
        log.add("DEBUG", f"line {n}", "rule-1")
    closed = log.closed()
    # 5,007 entries: 4,999 kept, then the note counting the 8 that are not shown (7 beyond the cap + the one replaced)
    assert len(closed) == MAX_LOGS
    assert closed[MAX_LOGS - 2]["message"] == f"line {MAX_LOGS - 2}"
    assert closed[-1] == {"at": "2026-11-26T00:00:00.000Z", "level": "WARN",
                          "message": f"log capped at {MAX_LOGS} entries: 8 later entries dropped"}  # fmt: skip
    under = RunLog(lambda: "t")
    under.add("INFO", "one")
    assert under.closed() == [{"at": "t", "level": "INFO", "message": "one"}]


def test_each_type_a_rule_reaches_has_its_own_source() -> None:
    from inventory_planning.domain.tags.propagation import source_ids

    assert source_ids("r1", "VARIANT") == {
        "BRAND": "r1/BRAND",
        "PRODUCT": "r1/PRODUCT",
        "VARIANT": "r1",
        "INVENTORY_ITEM": "r1/INVENTORY_ITEM",
    }


def test_a_purge_takes_every_source_of_a_rule_and_spares_what_it_rightly_holds_now() -> None:
    assert all_source_ids("r") == ["r", "r/BRAND", "r/PRODUCT", "r/VARIANT", "r/INVENTORY_ITEM"]
    rule = {"id": "r", "tagId": "t", "isActive": True, "scope": {"entityType": "PRODUCT"}}
    # active on the tag: its own type's source is the rule id, the others' are propagated ones
    kept = {"BRAND": "r/BRAND", "PRODUCT": "r", "VARIANT": "r/VARIANT", "INVENTORY_ITEM": "r/INVENTORY_ITEM"}
    assert kept_source_ids(rule, "t") == kept
    assert kept_source_ids(rule, "another tag") == {}  # moved to another tag: nothing kept on the old one
    assert kept_source_ids({**rule, "isActive": False}, "t") == {}
    assert kept_source_ids(None, "t") == {}  # deleted

"""Tag assignments under moto: the interface the tagging rules and workflows use (services/tags/assignments.py).

Every expected figure is counted by hand from the sets written in the test.
"""

from __future__ import annotations

import pytest

NOW = "2026-11-26T00:00:00.000Z"


def make_tag(organization_id: str, name: str, kind: str = "MIXED", targets: tuple[str, ...] = ("VARIANT", "PRODUCT")) -> str:
    """A tag record written through the generic record store (as the tag routes do)."""
    from inventory_planning.kernel.actors import Actor
    from inventory_planning.kernel.ids import new_id
    from inventory_planning.store.dynamo import records
    from inventory_planning.store.tags.assignments import TAG

    record = {
        "id": new_id(),
        "name": name,
        "description": None,
        "kind": kind,
        "targets": list(targets),
        "color": None,
        "createdAt": NOW,
        "createdBy": "u1",
        "updatedAt": NOW,
        "updatedBy": "u1",
    }
    return records.create(organization_id, TAG, record, Actor("USER", "u1"))["id"]


def manual(organization_id: str, tag_id: str, entity_type: str, ids: list[str], adding: bool = True) -> int:
    from inventory_planning.domain.tags.labels import MANUAL_SOURCE
    from inventory_planning.store.tags import assignments as store

    keys = [store.entity_key(entity_type, i) for i in ids]
    current = store.sources_of(organization_id, tag_id, keys)
    if adding:
        return store.add_source(organization_id, tag_id, MANUAL_SOURCE, keys, current, NOW)
    return store.remove_source(organization_id, tag_id, MANUAL_SOURCE, keys, current)


def test_require_tag_reads_the_record_with_its_count_and_hides_other_organizations(tenant, other_tenant):
    from inventory_planning.kernel.errors import Missing
    from inventory_planning.services.tags import assignments as tags

    tag_id = make_tag(tenant.organization_id, "Broken size run", kind="DATA")
    tag = tags.require_tag(tenant.organization_id, tag_id)
    assert (tag.id, tag.name, tag.kind, tag.targets, tag.assignment_count) == (
        tag_id,
        "Broken size run",
        "DATA",
        ["VARIANT", "PRODUCT"],
        0,
    )
    with pytest.raises(Missing) as error:
        tags.require_tag(other_tenant.organization_id, tag_id)
    assert error.value.code == "TAG_NOT_FOUND" and error.value.message == "Tag not found"


def test_a_tag_name_is_unique_per_organization_case_insensitively(tenant, other_tenant):
    from inventory_planning.store.dynamo.transactions import DuplicateValue

    make_tag(tenant.organization_id, "Core range")
    with pytest.raises(DuplicateValue) as error:
        make_tag(tenant.organization_id, "  core   RANGE ")
    assert error.value.code == "TAG_NAME_DUPLICATE"
    make_tag(other_tenant.organization_id, "Core range")  # another organization's name space


def test_rule_assignments_add_and_remove_the_rules_source_only(tenant):
    from inventory_planning.domain.tags.labels import RuleAssignmentChange
    from inventory_planning.services.tags import assignments as tags

    org = tenant.organization_id
    tag_id = make_tag(org, "Slow sellers")
    # rule r1 matches v1 v2 v3: three new assignments
    assert tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", ["v1", "v2", "v3"], NOW) == RuleAssignmentChange(3, 0)
    # v2 also held by hand, v4 by hand only
    assert manual(org, tag_id, "VARIANT", ["v2", "v4"]) == 2
    assert tags.require_tag(org, tag_id).assignment_count == 4  # v1 v2 v3 v4
    # r1 now matches v3 v5: it leaves v1 (deleted: no other source) and v2 (kept: MANUAL), joins v5
    assert tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", ["v3", "v5"], NOW) == RuleAssignmentChange(1, 2)
    assert tags.tagged_entity_ids(org, "VARIANT", [tag_id]) == ["v2", "v3", "v4", "v5"]
    assert tags.require_tag(org, tag_id).assignment_count == 4  # v2 v3 v4 v5
    assert tags.tag_ids_of(org, "VARIANT", ["v1", "v2", "v9"]) == {"v1": frozenset(), "v2": {tag_id}, "v9": frozenset()}
    # applying the same matches again changes nothing
    assert tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", ["v5", "v3"], NOW) == RuleAssignmentChange(0, 0)


def test_two_rules_share_an_assignment_until_both_leave(tenant):
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.store.tags import assignments as store

    org = tenant.organization_id
    tag_id = make_tag(org, "Top decile", kind="DATA")
    tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", ["v1", "v2"], NOW)
    tags.apply_rule_assignments(org, tag_id, "r2", "VARIANT", ["v2"], NOW)
    assert store.tag_assignments(org, tag_id)["VARIANT#v2"] == {"RULE#r1", "RULE#r2"}
    assert tags.remove_rule_assignments(org, "r1", tag_id) == (2, True)  # v1 and v2 lose r1; none left
    assert store.tag_assignments(org, tag_id) == {"VARIANT#v2": {"RULE#r2"}}  # v1 gone, v2 kept by r2
    assert tags.require_tag(org, tag_id).assignment_count == 1
    assert tags.remove_rule_assignments(org, "r2", tag_id) == (1, True)
    assert store.tag_assignments(org, tag_id) == {}
    assert tags.require_tag(org, tag_id).assignment_count == 0
    assert tags.tag_ids_of(org, "VARIANT", ["v2"]) == {"v2": frozenset()}


def test_a_rules_sources_are_removed_by_bounded_steps_sparing_what_it_keeps(tenant):
    """The partition in key order: PRODUCT#p1, PRODUCT#p2 (source r1/PRODUCT), VARIANT#v0..v7 (r1;
    v0 also MANUAL, v1 also r2). Each page examines at most what is left of the bounds."""
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.store.tags import assignments as store

    org = tenant.organization_id
    tag_id = make_tag(org, "Cascaded", kind="MIXED")
    variants = [f"v{i}" for i in range(8)]
    tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", variants, NOW)
    tags.apply_rule_assignments(org, tag_id, "r1/PRODUCT", "PRODUCT", ["p1", "p2"], NOW)
    tags.apply_rule_assignments(org, tag_id, "r2", "VARIANT", ["v1"], NOW)
    manual(org, tag_id, "VARIANT", ["v0"])
    keep = {"PRODUCT": "r1/PRODUCT"}  # the rule, active again, rightly holds its products
    # limit 3: p1, p2 spared, v0, v1, v2 lose r1; v2 held by nothing else goes (10 - 1 = 9 assignments)
    assert tags.remove_rule_assignments(org, "r1", tag_id, limit=3, keep=keep) == (3, False)
    assert tags.require_tag(org, tag_id).assignment_count == 9
    # reading 2 assignments finds only the spared products: nothing removed, not done
    assert tags.remove_rule_assignments(org, "r1", tag_id, read_limit=2, keep=keep) == (0, False)
    # limit 3 again: v3, v4, v5 (v0 and v1 no longer hold r1); then the rest: v6, v7, done
    assert tags.remove_rule_assignments(org, "r1", tag_id, limit=3, keep=keep) == (3, False)
    assert tags.remove_rule_assignments(org, "r1", tag_id, keep=keep) == (2, True)
    assert store.tag_assignments(org, tag_id) == {
        "PRODUCT#p1": {"RULE#r1/PRODUCT"},
        "PRODUCT#p2": {"RULE#r1/PRODUCT"},
        "VARIANT#v0": {"MANUAL"},
        "VARIANT#v1": {"RULE#r2"},
    }
    # nothing kept (the rule deleted): the products go too; a second call finds nothing
    assert tags.remove_rule_assignments(org, "r1", tag_id) == (2, True)
    assert tags.remove_rule_assignments(org, "r1", tag_id) == (0, True)
    assert tags.require_tag(org, tag_id).assignment_count == 2  # v0 (MANUAL), v1 (r2)
    assert tags.tag_ids_of(org, "VARIANT", ["v0", "v2", "v7"]) == {"v0": {tag_id}, "v2": frozenset(), "v7": frozenset()}


def test_a_retargeted_rule_leaves_its_assignments_of_the_other_entity_type(tenant):
    from inventory_planning.domain.tags.labels import RuleAssignmentChange
    from inventory_planning.services.tags import assignments as tags

    org = tenant.organization_id
    tag_id = make_tag(org, "Hero", targets=("PRODUCT", "VARIANT"))
    tags.apply_rule_assignments(org, tag_id, "r1", "PRODUCT", ["p1", "p2"], NOW)
    assert tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", ["v1"], NOW) == RuleAssignmentChange(1, 2)
    assert tags.tagged_entity_ids(org, "PRODUCT", [tag_id]) == []
    assert tags.tagged_entity_ids(org, "VARIANT", [tag_id]) == ["v1"]


def test_tagged_entity_ids_includes_any_and_excludes_every(tenant, other_tenant):
    from inventory_planning.services.tags import assignments as tags

    org = tenant.organization_id
    a, b, c = (make_tag(org, name) for name in ("A", "B", "C"))
    tags.apply_rule_assignments(org, a, "ra", "VARIANT", ["v1", "v2", "v3"], NOW)
    tags.apply_rule_assignments(org, b, "rb", "VARIANT", ["v3", "v4"], NOW)
    tags.apply_rule_assignments(org, c, "rc", "VARIANT", ["v2", "v4"], NOW)
    tags.apply_rule_assignments(org, a, "ra2", "PRODUCT", ["p1"], NOW)
    # include A or B: v1 v2 v3 v4; exclude C (v2 v4): v1 v3
    assert tags.tagged_entity_ids(org, "VARIANT", [a, b], [c]) == ["v1", "v3"]
    assert tags.tagged_entity_ids(org, "VARIANT", [a, b]) == ["v1", "v2", "v3", "v4"]
    assert tags.tagged_entity_ids(org, "VARIANT", [a, b], limit=3) == ["v1", "v2", "v3"]
    assert tags.tagged_entity_ids(org, "PRODUCT", [a]) == ["p1"]
    assert tags.tagged_entity_ids(org, "VARIANT", []) == []
    assert tags.tagged_entity_ids(other_tenant.organization_id, "VARIANT", [a]) == []  # another organization's tag
    assert tags.tag_ids_of(org, "VARIANT", ["v2", "v4"]) == {"v2": {a, c}, "v4": {b, c}}


def test_rules_may_not_assign_a_business_tag_nor_an_untargeted_type(tenant):
    from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing
    from inventory_planning.services.tags import assignments as tags

    org = tenant.organization_id
    business = make_tag(org, "Buyer picks", kind="BUSINESS")
    data = make_tag(org, "Data", kind="DATA", targets=("VARIANT",))
    with pytest.raises(Conflict) as error:
        tags.apply_rule_assignments(org, business, "r1", "VARIANT", ["v1"], NOW)
    assert error.value.code == "TAG_NOT_RULE_ASSIGNABLE"
    with pytest.raises(InvalidInput):
        tags.apply_rule_assignments(org, data, "r1", "BRAND", ["b1"], NOW)
    with pytest.raises(Missing):
        tags.apply_rule_assignments(org, "0190-missing", "r1", "VARIANT", ["v1"], NOW)


def test_a_write_decided_before_a_concurrent_change_is_decided_again(tenant):
    """The state read says v1 is unassigned, but a manual assignment landed since: the create's
    condition fails, the chunk is read again and the rule joins the manual assignment instead."""
    from inventory_planning.domain.tags.labels import rule_source
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.store.tags import assignments as store

    org = tenant.organization_id
    tag_id = make_tag(org, "Race")
    stale = store.tag_assignments(org, tag_id)  # empty
    manual(org, tag_id, "VARIANT", ["v1"])
    assert store.add_source(org, tag_id, rule_source("r1"), ["VARIANT#v1", "VARIANT#v2"], stale, NOW) == 2
    assert store.tag_assignments(org, tag_id) == {"VARIANT#v1": {"MANUAL", "RULE#r1"}, "VARIANT#v2": {"RULE#r1"}}
    assert tags.require_tag(org, tag_id).assignment_count == 2  # v1 counted once
    # a removal decided as "drop" while the manual source still holds v1: decided again as "leave"
    stale = {"VARIANT#v1": frozenset({"RULE#r1"})}
    assert store.remove_source(org, tag_id, rule_source("r1"), ["VARIANT#v1"], stale) == 1
    assert store.tag_assignments(org, tag_id)["VARIANT#v1"] == {"MANUAL"}
    assert tags.tag_ids_of(org, "VARIANT", ["v1"])["v1"] == {tag_id}


def test_assignments_of_a_deleted_tag_are_refused(tenant):
    from inventory_planning.domain.tags.labels import rule_source
    from inventory_planning.kernel.actors import Actor
    from inventory_planning.kernel.errors import Missing
    from inventory_planning.store.dynamo import records
    from inventory_planning.store.tags import assignments as store

    org = tenant.organization_id
    tag_id = make_tag(org, "Gone")
    records.delete(org, store.TAG, tag_id, Actor("USER", "u1"))
    with pytest.raises(Missing):
        store.add_source(org, tag_id, rule_source("r1"), ["VARIANT#v1"], {}, NOW)


def test_purge_deletes_assignments_in_bounded_steps(tenant):
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.store.tags import assignments as store

    org = tenant.organization_id
    tag_id = make_tag(org, "Purged")
    tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", [f"v{i}" for i in range(5)], NOW)
    assert store.purge_assignments(org, tag_id, 3) == (3, False)  # 5 - 3 = 2 left
    assert store.purge_assignments(org, tag_id, 3) == (2, True)
    assert store.tag_assignments(org, tag_id) == {}
    assert tags.tag_ids_of(org, "VARIANT", ["v0", "v4"]) == {"v0": frozenset(), "v4": frozenset()}
    assert store.assignment_counts(org) == {}


def test_a_rule_of_2000_entities_applies_in_batches(tenant):
    """2,000 matches, then 500 of them replaced by 500 others: 500 created, 500 removed, 2,000 left.

    (bench/tag_assignments.py measures 20,000; moto copies every table per transaction, so the test
    stays at 2,000.)"""
    from inventory_planning.domain.tags.labels import RuleAssignmentChange
    from inventory_planning.services.tags import assignments as tags

    org = tenant.organization_id
    tag_id = make_tag(org, "Bulk", kind="DATA")
    ids = [f"v{i:05d}" for i in range(2_000)]
    assert tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", ids, NOW) == RuleAssignmentChange(2_000, 0)
    moved = ids[500:] + [f"w{i:05d}" for i in range(500)]
    assert tags.apply_rule_assignments(org, tag_id, "r1", "VARIANT", moved, NOW) == RuleAssignmentChange(500, 500)
    assert tags.require_tag(org, tag_id).assignment_count == 2_000  # 2,000 - 500 + 500
    assert tags.tagged_entity_ids(org, "VARIANT", [tag_id], limit=2) == ["v00500", "v00501"]

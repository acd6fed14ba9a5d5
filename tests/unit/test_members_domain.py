"""Member rules (issue 38, decision 0053): statuses, the local identity provider's subject, shop-scoped
roles and their shops, granting beyond one's own permissions, a member's shops with their teams'."""

from __future__ import annotations

import uuid

import pytest
from inventory_planning.domain.members import rules
from inventory_planning.domain.permissions import ROLE_PERMISSIONS


def test_a_member_written_before_invitations_is_active():
    assert [rules.status_of(s) for s in (None, "ACTIVE", "INVITED", "REMOVED")] == ["ACTIVE", "ACTIVE", "INVITED", "REMOVED"]


def test_the_local_subject_is_the_one_make_token_signs():
    org = "o-1"
    expected = str(uuid.uuid5(uuid.NAMESPACE_URL, f"inventory-planning-local:{org}:ann@acme.test"))
    assert rules.local_subject(org, " Ann@Acme.test ") == expected


@pytest.mark.parametrize(
    ("roles", "shops", "reason"),
    [
        (["SHOP_MANAGER"], None, "required"),
        (["SHOP_VIEWER"], [], "required"),
        (["SHOP_VIEWER"], ["s1"], None),
        (["SHOP_MANAGER", "INVENTORY_MANAGER"], ["s1"], "not_allowed"),  # sees every shop
        (["ANALYST"], None, None),
        (["PLAN_APPROVER"], ["s1"], "not_allowed"),
    ],
)
def test_shop_scoped_roles_and_their_shops(roles, shops, reason):
    found = rules.shop_reason(roles, shops)
    assert (found[0] if found else None) == reason


def test_nobody_grants_what_they_do_not_hold():
    manager = ROLE_PERMISSIONS["USER_MANAGER"]
    assert rules.beyond_grant(["USER_MANAGER"], manager) == []
    assert "inventoryPlans.approvalsDecide" in rules.beyond_grant(["PLAN_APPROVER"], manager)
    assert rules.beyond_grant(["ORGANIZATION_ADMIN"], ROLE_PERMISSIONS["ORGANIZATION_ADMIN"]) == []


def test_a_teams_shops_add_to_the_members():
    assert rules.effective_shops(["b"], [["a", "b"], ["c"]]) == ("a", "b", "c")
    assert rules.effective_shops(None, []) == ()


def test_the_list_filters():
    member = rules.Member(
        user_id="u", email="ann@acme.test", name="Ann Lee", roles=("ANALYST",), shop_ids=(), team_ids=("t1",),
        status="ACTIVE", invited_at=None,
    )  # fmt: skip
    assert rules.matches(member, "LEE", None, None) and rules.matches(member, "acme", "ANALYST", "t1")
    assert not rules.matches(member, "bob", None, None)
    assert not rules.matches(member, None, "PLAN_APPROVER", None)
    assert not rules.matches(member, None, None, "t2")

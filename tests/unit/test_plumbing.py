import json
from datetime import UTC

from inventory_planning.api.app import RateDecision, to_json
from inventory_planning.api.identity import Identity
from inventory_planning.api.pagination import csv_ids, page_meta, slice_page
from inventory_planning.domain.permissions import ALL_PERMISSIONS, permissions_for_roles, unknown_permissions
from inventory_planning.kernel.ids import entity_id


def test_identity_round_trips_through_an_authorizer_context():
    identity = Identity("org", "api-token", "tok", frozenset({"a", "b"}), "sa-tok", token_id="tok", token_name="n")
    context = identity.to_context()
    assert all(isinstance(v, str) for v in context.values())  # API Gateway passes strings only
    assert Identity.from_context(context) == identity


def test_rate_decision_headers():
    ok = RateDecision(limit=100, count=40, reset_seconds=12)
    assert ok.allowed and ok.headers() == {"RateLimit-Limit": "100", "RateLimit-Remaining": "60", "RateLimit-Reset": "12"}
    over = RateDecision(limit=100, count=101, reset_seconds=7)
    assert not over.allowed and over.headers()["Retry-After"] == "7" and over.headers()["RateLimit-Remaining"] == "0"


def test_pagination_helpers():
    assert slice_page(list(range(45)), 3, 20) == list(range(40, 45))
    assert slice_page(list(range(45)), 4, 20) == []
    assert page_meta(2, 10, 31) == {"page": 2, "pageSize": 10, "total": 31}
    assert csv_ids(" a, b,,a ,c") == ["a", "b", "c"]
    assert csv_ids(None) == []


def test_ids_are_deterministic_and_scoped_by_organization():
    assert entity_id("o1", "variant", "AN201-RED") == entity_id("o1", "variant", "AN201-RED")
    assert entity_id("o1", "variant", "AN201-RED") != entity_id("o2", "variant", "AN201-RED")
    assert entity_id("o1", "variant", "X") != entity_id("o1", "product", "X")


def test_roles_grant_permissions():
    assert permissions_for_roles(["ORGANIZATION_ADMIN"]) == sorted(ALL_PERMISSIONS)
    assert "analytics.view" in permissions_for_roles(["ANALYST"])
    assert "org.settings.edit" not in permissions_for_roles(["ANALYST", "PLAN_APPROVER"])
    assert permissions_for_roles(["NOT_A_ROLE"]) == []
    assert unknown_permissions(["analytics.view", "root"]) == ["root"]


def test_json_serialiser_handles_decimals_dates_sets():
    from datetime import datetime
    from decimal import Decimal

    out = json.loads(to_json({"a": Decimal("2"), "b": Decimal("2.5"), "c": datetime(2026, 1, 1, tzinfo=UTC), "d": {"y", "x"}}))
    assert out == {"a": 2, "b": 2.5, "c": "2026-01-01T00:00:00+00:00", "d": ["x", "y"]}


def test_an_operation_summary_is_cut_at_a_word_never_mid_word():
    from inventory_planning.api.routes import SUMMARY_LENGTH, _summary

    short = "The organization's shops."
    assert _summary(short) == short
    long = "word " * 40  # 200 characters
    cut = _summary(long.strip())
    assert len(cut) <= SUMMARY_LENGTH and cut.endswith("word…")  # a whole word, then the ellipsis
    assert _summary("a" * 200) == "a" * (SUMMARY_LENGTH - 1) + "…"  # no space: cut at the limit

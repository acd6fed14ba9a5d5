"""The fuzz run's own check (tests/e2e/fuzz/hooks.py): a schema-valid request refused with 422 must
name a rule the document cannot state."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.e2e.fuzz.hooks import TokenTurns
from tests.e2e.fuzz.hooks import refusal_names_a_rule_the_document_cannot_state as check


def _case(positive: bool) -> SimpleNamespace:
    mode = SimpleNamespace(is_positive=positive)
    return SimpleNamespace(meta=SimpleNamespace(generation=SimpleNamespace(mode=mode)))


def _response(status: int, codes: list[str]) -> SimpleNamespace:
    body = {"success": False, "errorCode": "VALIDATION_ERROR", "fieldErrors": [{"field": "f", "code": c} for c in codes]}
    return SimpleNamespace(status_code=status, json=lambda: body)


@pytest.mark.parametrize("code", ["string_too_short", "int_type", "missing", "string_pattern_mismatch", "less_than_equal"])
def test_a_schema_rule_refusing_valid_data_fails(code):
    with pytest.raises(AssertionError, match="rule the document states"):
        check(None, _response(422, ["invalid_range", code]), _case(positive=True))


@pytest.mark.parametrize(
    "response,positive",
    [(_response(422, ["value_error", "invalid_range", "unknown_shop"]), True), (_response(422, ["string_too_short"]), False),
     (_response(201, []), True), (_response(404, ["missing"]), True)],
)  # fmt: skip
def test_a_rule_the_document_cannot_state_or_negative_data_passes(response, positive):
    assert check(None, response, _case(positive)) is None


def test_the_configured_token_takes_the_pool_in_turns_and_other_authorizations_stay():
    turns = TokenTurns("main", ["main", "second", "third"])
    assert [turns.header("Bearer main") for _ in range(4)] == ["Bearer main", "Bearer second", "Bearer third", "Bearer main"]
    assert turns.header("Bearer drawn-by-the-fuzzer") == "Bearer drawn-by-the-fuzzer"  # the auth checks' own values
    assert turns.header("&!^") == "&!^" and turns.header(None) is None
    assert TokenTurns("main", []).header("Bearer main") == "Bearer main"  # no pool: the configured token

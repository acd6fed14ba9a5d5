"""Schemathesis hooks of the fuzz run (``SCHEMATHESIS_HOOKS=tests.e2e.fuzz.hooks``).

The fuzzer draws ``Idempotency-Key`` values from the header's schema and so sends the same key
(``0``, ``A``...) with different bodies, which the server refuses by design with 422
IDEMPOTENCY_KEY_REUSED (decision 0014). A client sends a new key per request: every valid key is
made unique here, so the creating POSTs are judged on their body like any other operation. A key
that breaks the header's schema is left as drawn (the server must refuse it with 422).

The BearerAuth requests take the tokens of ``IPS_FUZZ_TOKEN_POOL`` in turns (a request carrying the
configured ``IPS_FUZZ_TOKEN``; a drawn or missing Authorization is left as it is): the rate limit's
cost grows with the limit (tests/helpers/stack.py), so the fuzzer's gateway keeps a modest limit and
its traffic is spread over a few tokens of the same permissions.
"""

from __future__ import annotations

import itertools
import os
import re
import threading
import uuid
from collections.abc import Iterator
from typing import Any

import schemathesis

HEADER = "idempotency-key"
VALID_KEY = re.compile(r"[ -~]{1,255}")  # the header's schema (inventory_planning.api.idempotency.read_key)


def unique_key(value: Any) -> Any:
    """A new key of the same validity: a valid key becomes a fresh one, anything else stays."""
    if isinstance(value, str) and VALID_KEY.fullmatch(value):
        return f"fuzz-{uuid.uuid4().hex}"
    return value


class TokenTurns:
    """Hands out the pool's tokens in turns (thread-safe: the fuzzer's workers share it)."""

    def __init__(self, main: str, pool: list[str]) -> None:
        self.main = f"Bearer {main}" if main else None
        self._turns: Iterator[str] | None = itertools.cycle(pool) if pool else None
        self._lock = threading.Lock()

    def header(self, value: Any) -> Any:
        """The next pool token's header for the configured token's header; any other value stays."""
        if self._turns is None or value != self.main:
            return value
        with self._lock:
            return f"Bearer {next(self._turns)}"


TURNS = TokenTurns(os.environ.get("IPS_FUZZ_TOKEN", ""), [t for t in os.environ.get("IPS_FUZZ_TOKEN_POOL", "").split(",") if t])


@schemathesis.hook
def before_call(context: Any, case: Any, **kwargs: Any) -> None:
    """Give every request a key of its own and the next token of the pool (see the module docstring)."""
    for name in list(case.headers or {}):
        if name.lower() == HEADER:
            case.headers[name] = unique_key(case.headers[name])
        elif name.lower() == "authorization":
            case.headers[name] = TURNS.header(case.headers[name])


# pydantic's error types for rules that JSON Schema states (types, required and unknown fields,
# lengths, patterns, enums, bounds, formats): a schema-valid request refused for one of these means
# that the document and the server disagree. A rule the document cannot state is refused with a
# ``value_error`` (a model's own validator) or a domain code (``invalid_range``, ``unknown_shop``...).
STATED_BY_SCHEMA = frozenset({
    "missing", "extra_forbidden", "none_required", "string_type", "int_type", "float_type", "bool_type", "list_type",
    "dict_type", "set_type", "tuple_type", "model_type", "model_attributes_type", "date_type", "datetime_type",
    "decimal_type", "uuid_type", "string_too_short", "string_too_long", "too_short", "too_long",
    "string_pattern_mismatch", "string_unicode", "literal_error", "enum", "greater_than", "greater_than_equal",
    "less_than", "less_than_equal", "multiple_of", "int_parsing", "int_from_float", "float_parsing", "bool_parsing",
    "decimal_parsing", "date_parsing", "date_from_datetime_parsing", "date_from_datetime_inexact", "datetime_parsing",
    "datetime_from_date_parsing", "timezone_aware", "uuid_parsing", "union_tag_invalid", "union_tag_not_found",
})  # fmt: skip


@schemathesis.check
def refusal_names_a_rule_the_document_cannot_state(ctx: Any, response: Any, case: Any) -> bool | None:
    """A schema-valid request may be refused with 422 only for a rule JSON Schema cannot state.

    The operations listed in schemathesis.toml accept 422 on schema-valid data (their cross-field,
    reference and time rules); this check keeps that exception honest: each ``fieldErrors`` entry of
    such a 422 must carry a code that is not a schema rule (``STATED_BY_SCHEMA``), else the document
    states the rule wrongly. Every operation is held to it (the others fail on any 422 already).
    """
    meta = getattr(case, "meta", None)
    if meta is None or not meta.generation.mode.is_positive or response.status_code != 422:
        return None
    try:
        errors = response.json().get("fieldErrors") or []
    except (ValueError, AttributeError):
        return None
    stated = [e for e in errors if isinstance(e, dict) and e.get("code") in STATED_BY_SCHEMA]
    if stated:
        raise AssertionError(f"A schema-valid request was refused for a rule the document states: {stated}")
    return None

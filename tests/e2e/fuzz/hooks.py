"""Schemathesis hooks of the fuzz run (``SCHEMATHESIS_HOOKS=tests.e2e.fuzz.hooks``).

The fuzzer draws ``Idempotency-Key`` values from the header's schema and so sends the same key
(``0``, ``A``...) with different bodies, which the server refuses by design with 422
IDEMPOTENCY_KEY_REUSED (decision 0014). A client sends a new key per request: every valid key is
made unique here, so the creating POSTs are judged on their body like any other operation. A key
that breaks the header's schema is left as drawn (the server must refuse it with 422).
"""

from __future__ import annotations

import re
import uuid
from typing import Any

import schemathesis

HEADER = "idempotency-key"
VALID_KEY = re.compile(r"[ -~]{1,255}")  # the header's schema (inventory_planning.api.idempotency.read_key)


def unique_key(value: Any) -> Any:
    """A new key of the same validity: a valid key becomes a fresh one, anything else stays."""
    if isinstance(value, str) and VALID_KEY.fullmatch(value):
        return f"fuzz-{uuid.uuid4().hex}"
    return value


@schemathesis.hook
def before_call(context: Any, case: Any, **kwargs: Any) -> None:
    """Give every request a key of its own (see the module docstring)."""
    for name in list(case.headers or {}):
        if name.lower() == HEADER:
            case.headers[name] = unique_key(case.headers[name])

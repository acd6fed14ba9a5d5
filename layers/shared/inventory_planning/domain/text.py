"""Request text as the server reads it, and the document saying so.

Body models strip their strings (pydantic ``str_strip_whitespace``) before checking ``min_length``,
so ``"  "`` is refused as empty. JSON Schema's ``minLength`` counts the blanks; without a pattern
the document would accept what the server refuses. :func:`stripped_body` is the one configuration
of such models: it adds :data:`NOT_BLANK` to every string property that has a ``minLength`` and no
pattern of its own (docs/decisions/0016).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Unpack

from pydantic import ConfigDict

NOT_BLANK = "[^\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"
"""At least one character that pydantic's stripping keeps (Unicode's White_Space, spelled out: ECMA-262's
``\\s`` is another set, and Python's ``str.strip()`` also strips U+001C..U+001F, which pydantic keeps),
as an unanchored JSON Schema pattern."""


def not_blank_patterns(schema: dict[str, Any]) -> None:
    """``json_schema_extra`` of a stripping body model: mark its string properties (also inside
    ``anyOf``/``oneOf``/``allOf``, array ``items``, a mapping's values and keys) that need a character
    with :data:`NOT_BLANK`."""
    for prop in (schema.get("properties") or {}).values():
        _mark(prop)


def _mark(schema: Any, key_names: bool = False) -> None:
    if not isinstance(schema, dict):
        return
    needs_text = (key_names or schema.get("type") == "string") and schema.get("minLength", 0) >= 1
    if needs_text and not any(key in schema for key in ("pattern", "enum", "const", "format")):
        schema["pattern"] = NOT_BLANK
    for key in ("anyOf", "oneOf", "allOf"):
        for option in schema.get(key) or []:
            _mark(option)
    _mark(schema.get("items"))
    _mark(schema.get("additionalProperties"))  # a mapping's values
    _mark(schema.get("propertyNames"), key_names=True)  # its keys: strings, stripped too


def stripped_body(
    schema_extra: dict[str, Any] | Callable[[dict[str, Any]], None] | None = None, **extra: Unpack[ConfigDict]
) -> ConfigDict:
    """The configuration of a request body model: unknown fields refused, strings stripped, the
    document's string properties marked (:func:`not_blank_patterns`); ``schema_extra`` adds keywords
    to the model's schema (a dict: a rule across fields) or edits it (a function), ``extra`` other
    settings."""

    def schema(model_schema: dict[str, Any]) -> None:
        not_blank_patterns(model_schema)
        if callable(schema_extra):
            schema_extra(model_schema)
        else:
            model_schema.update(schema_extra or {})

    config = ConfigDict(extra="forbid", str_strip_whitespace=True, json_schema_extra=schema)
    config.update(extra)
    return config


def tag_required(tag: str) -> Callable[[dict[str, Any]], None]:
    """``schema_extra`` of a member of a tagged union whose tag field has a default (so that code can
    build it without naming it): the body must carry the tag, which pydantic's discriminator reads
    (``union_tag_not_found`` without it), so the document lists it as required."""

    def require(model_schema: dict[str, Any]) -> None:
        required = model_schema.setdefault("required", [])
        if tag not in required:
            required.insert(0, tag)

    return require

"""Typed records read from stored dicts (docs/decisions/0026).

Stores speak dicts with the wire's (camelCase) names; a service's record has the same fields in
snake_case. :func:`of_stored` reads one into the other and refuses a key the record does not declare,
so a record stays exactly its response record's fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic.alias_generators import to_snake

R = TypeVar("R")


def of_stored(cls: type[R], stored: Mapping[str, Any]) -> R:
    """The record ``cls`` read from a stored (wire-named) dict: ``scopeBrandIds`` -> ``scope_brand_ids``.

    Raises:
        TypeError: the dict lacks one of the record's fields (without a default) or holds one the
            record does not declare.
    """
    return cls(**{to_snake(key): value for key, value in stored.items()})

"""A tagging rule's checks across its fields (pure): each failure names its field path, e.g.
``conditions.rules[1].value`` (422 VALIDATION_ERROR).

The body's shape (types, enumerations, lengths) is the contract's (contracts/tags/rules.py); what
depends on another field is checked here: a column against the scope's entity type and its kind's
operators, a value against its column's kind, BETWEEN's bounds, a MATCHES_REGEX pattern (compiled
with RE2), a TOP/BOTTOM_PERCENT cutoff, a risk score against the entity type.
"""

from __future__ import annotations

import math
from datetime import date
from typing import Any

import re2  # type: ignore[import-untyped]  # google-re2 ships no stubs

from inventory_planning.domain.tags.vocabulary import (
    BOOLEAN,
    COLUMN_OPERATORS,
    COLUMNS,
    DATE,
    HIERARCHY,
    MAX_CONDITIONS,
    MAX_PATTERN_CHARS,
    MAX_TEXT_CHARS,
    METRICS,
    NO_VALUE,
    NUMBER,
    RANKINGS,
    RISK_LEVELS,
    RISK_METRICS,
    RISK_STATUS_METRICS,
    STRING,
    readable_at,
)
from inventory_planning.kernel.errors import InvalidInput, field_error

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # an invalid pattern is the caller's 422, not a log line
_OPTIONS.max_mem = 8 << 20  # bytes of RE2's automaton: a huge pattern fails to compile instead of growing


def compile_pattern(pattern: str) -> Any:
    """The RE2 program of a MATCHES_REGEX pattern (linear-time matching: no catastrophic backtracking,
    no backreferences or lookarounds).

    Raises:
        ValueError: longer than MAX_PATTERN_CHARS, or not a valid RE2 pattern (its reason).
    """
    if len(pattern) > MAX_PATTERN_CHARS:
        raise ValueError(f"at most {MAX_PATTERN_CHARS} characters")
    try:
        return re2.compile(pattern, options=_OPTIONS)
    except re2.error as error:
        reason = error.args[0].decode() if error.args and isinstance(error.args[0], bytes) else str(error)
        raise ValueError(f"not a valid RE2 pattern: {reason}") from None


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _is_date(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 10:  # noqa: PLR2004 - YYYY-MM-DD
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _value_error(kind: str, operator: str, value: Any) -> str | None:
    """Why ``value`` does not fit a column of ``kind`` under ``operator`` (None: it does)."""
    if kind == STRING:
        if not isinstance(value, str):
            return "a text value"
        if len(value) > MAX_TEXT_CHARS:
            return f"at most {MAX_TEXT_CHARS} characters"
        if operator == "MATCHES_REGEX":
            try:
                compile_pattern(value)
            except ValueError as error:
                return str(error)
        return None
    if kind == DATE:
        return None if _is_date(value) else "a date YYYY-MM-DD"
    return None if _is_number(value) else "a number"


def _column_errors(path: str, condition: dict[str, Any], entity_type: str) -> list[dict[str, Any]]:
    column = COLUMNS.get(condition.get("columnId") or "")
    if column is None:
        return [field_error(f"{path}.columnId", f"one of {', '.join(COLUMNS)}", "unknown_column")]
    if entity_type in HIERARCHY and not readable_at(column, entity_type):
        return [field_error(f"{path}.columnId", f"a {column.level} column: not readable for a {entity_type}", "not_for_entity")]
    operator = condition.get("columnOperator")
    if operator not in COLUMN_OPERATORS[column.kind]:
        allowed = ", ".join(COLUMN_OPERATORS[column.kind])
        return [field_error(f"{path}.columnOperator", f"a {column.kind} column takes {allowed}", "not_for_column")]
    value: Any = condition.get("value")
    secondary: Any = condition.get("secondaryValue")
    errors = []
    if operator in NO_VALUE or column.kind == BOOLEAN:
        if value is not None:
            errors.append(field_error(f"{path}.value", f"{operator} takes no value", "not_allowed"))
    elif value is None:
        errors.append(field_error(f"{path}.value", f"{operator} needs a value", "required"))
    elif (reason := _value_error(column.kind, operator, value)) is not None:
        errors.append(field_error(f"{path}.value", reason, "invalid"))
    if operator != "BETWEEN":
        if secondary is not None:
            errors.append(field_error(f"{path}.secondaryValue", "only BETWEEN takes a secondaryValue", "not_allowed"))
    elif secondary is None:
        errors.append(field_error(f"{path}.secondaryValue", "BETWEEN needs a secondaryValue (its upper bound)", "required"))
    elif (reason := _value_error(column.kind, operator, secondary)) is not None:
        errors.append(field_error(f"{path}.secondaryValue", reason, "invalid"))
    elif not errors and (float(secondary) < float(value) if column.kind == NUMBER else str(secondary) < str(value)):
        errors.append(field_error(f"{path}.secondaryValue", "must be at least value", "below_value"))
    return errors


def _metric_errors(path: str, condition: dict[str, Any], entity_type: str) -> list[dict[str, Any]]:
    metric = condition.get("metricId")
    if metric not in METRICS:
        return [field_error(f"{path}.metricId", f"one of {', '.join(METRICS)}", "unknown_metric")]
    errors = []
    if (metric in RISK_METRICS or metric in RISK_STATUS_METRICS) and entity_type not in RISK_LEVELS:
        errors.append(
            field_error(f"{path}.metricId", "risk rows are per variant at most: BRAND, PRODUCT or VARIANT", "not_for_entity")
        )
    threshold: Any = condition.get("thresholdValue")
    if not _is_number(threshold):
        errors.append(field_error(f"{path}.thresholdValue", "a number", "invalid"))
    elif condition.get("conditionOperator") in RANKINGS and not 0 < float(threshold) <= 100:  # noqa: PLR2004 - percent
        errors.append(field_error(f"{path}.thresholdValue", "a percentile cutoff in (0, 100]", "out_of_range"))
    return errors


def check(rule: dict[str, Any]) -> None:
    """The checks across a tagging rule's fields (wire names).

    Raises:
        InvalidInput: every failure, each naming its field path (``conditions.rules[<i>].<field>``,
            ``scope.entityType``).
    """
    entity_type = str((rule.get("scope") or {}).get("entityType") or "")
    errors = []
    if entity_type not in HIERARCHY:
        errors.append(field_error("scope.entityType", f"one of {', '.join(HIERARCHY)}", "invalid"))
    conditions = (rule.get("conditions") or {}).get("rules") or []
    if not 1 <= len(conditions) <= MAX_CONDITIONS:
        errors.append(field_error("conditions.rules", f"1 to {MAX_CONDITIONS} conditions", "length"))
    for index, condition in enumerate(conditions):
        path = f"conditions.rules[{index}]"
        if condition.get("type") == "METRIC":
            errors += _metric_errors(path, condition, entity_type)
        elif condition.get("type") == "COLUMN":
            errors += _column_errors(path, condition, entity_type)
        else:
            errors.append(field_error(f"{path}.type", "METRIC or COLUMN", "invalid"))
    if errors:
        raise InvalidInput(errors)

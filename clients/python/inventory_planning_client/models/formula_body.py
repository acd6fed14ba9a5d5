from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FormulaBody")


@_attrs_define
class FormulaBody:
    """``{kind: "formula", expression}``: arithmetic over other metrics, e.g. ``"GROSS_SALES_VALUE /
    GROSS_SALES_QUANTITY"``.

    Grammar: see :func:`parse_expression`; at least one metric key is required. Each key is
    evaluated at the same grain; a missing operand, a division by zero or an overflow gives None.

        Attributes:
            kind (Literal['formula']):
            expression (str):
    """

    kind: Literal["formula"]
    expression: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        expression = self.expression

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "expression": expression,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["formula"], d.pop("kind"))
        if kind != "formula":
            raise ValueError(f"kind must match const 'formula', got '{kind}'")

        expression = d.pop("expression")

        formula_body = cls(
            kind=kind,
            expression=expression,
        )

        return formula_body

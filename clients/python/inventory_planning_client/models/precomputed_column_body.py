from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.precomputed_column_body_rollup_type_0 import (
    PrecomputedColumnBodyRollupType0,
    check_precomputed_column_body_rollup_type_0,
)
from ..models.precomputed_column_body_source import PrecomputedColumnBodySource, check_precomputed_column_body_source
from ..types import UNSET, Unset

T = TypeVar("T", bound="PrecomputedColumnBody")


@_attrs_define
class PrecomputedColumnBody:
    """``{kind: "precomputed_column", source, column, rollup?}``: a numeric column computed upstream.

    Without ``rollup`` the value of a grain group is the column of its only row, so every grain of
    the metric must be one where the source has one row per value (``SourceSpec.unique_grains``,
    checked by :func:`validate_references`). With ``rollup`` (sum | avg | min | max) the rows of a
    group are combined. Unit: the column's unit.

        Attributes:
            kind (Literal['precomputed_column']):
            source (PrecomputedColumnBodySource):
            column (str):
            rollup (None | PrecomputedColumnBodyRollupType0 | Unset):
    """

    kind: Literal["precomputed_column"]
    source: PrecomputedColumnBodySource
    column: str
    rollup: None | PrecomputedColumnBodyRollupType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        source: str = self.source

        column = self.column

        rollup: None | str | Unset
        if isinstance(self.rollup, Unset):
            rollup = UNSET
        elif isinstance(self.rollup, str):
            rollup = self.rollup
        else:
            rollup = self.rollup

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "source": source,
                "column": column,
            }
        )
        if rollup is not UNSET:
            field_dict["rollup"] = rollup

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["precomputed_column"], d.pop("kind"))
        if kind != "precomputed_column":
            raise ValueError(f"kind must match const 'precomputed_column', got '{kind}'")

        source = check_precomputed_column_body_source(d.pop("source"))

        column = d.pop("column")

        def _parse_rollup(data: object) -> None | PrecomputedColumnBodyRollupType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rollup_type_0 = check_precomputed_column_body_rollup_type_0(data)

                return rollup_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PrecomputedColumnBodyRollupType0 | Unset, data)

        rollup = _parse_rollup(d.pop("rollup", UNSET))

        precomputed_column_body = cls(
            kind=kind,
            source=source,
            column=column,
            rollup=rollup,
        )

        return precomputed_column_body

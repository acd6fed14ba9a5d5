from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SizeCurveImportBody")


@_attrs_define
class SizeCurveImportBody:
    """Body of POST /api/size-curves/import: ``{csv, name?}``; ``csv`` the file's text with a header
    row ``brandCode,size,percent`` (at most 1,000,000 characters), ``name`` the curves' name (default
    ``Imported <date>``).

        Attributes:
            csv (str): CSV text: brandCode,size,percent
            name (None | str | Unset):
    """

    csv: str
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        csv = self.csv

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "csv": csv,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        csv = d.pop("csv")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        size_curve_import_body = cls(
            csv=csv,
            name=name,
        )

        return size_curve_import_body

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PackMultiple")


@_attrs_define
class PackMultiple:
    """``{type: "pack_multiple", defaultPackMultiple?}``: "quantity not a multiple of pack".

    Each concerned line's ``quantity`` must be a multiple of the ``packMultiple`` of the matching
    (supplierId, variantId) constraint, else of ``defaultPackMultiple`` (pieces, integer >= 1) when set;
    with neither the line is not checked (``unmeasured``). Fails when ``quantity % pack != 0`` (0 passes).

        Attributes:
            type_ (Literal['pack_multiple']):  Default: 'pack_multiple'.
            default_pack_multiple (int | None | Unset):
    """

    type_: Literal["pack_multiple"] = "pack_multiple"
    default_pack_multiple: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        default_pack_multiple: int | None | Unset
        if isinstance(self.default_pack_multiple, Unset):
            default_pack_multiple = UNSET
        else:
            default_pack_multiple = self.default_pack_multiple

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if default_pack_multiple is not UNSET:
            field_dict["defaultPackMultiple"] = default_pack_multiple

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["pack_multiple"], d.pop("type"))
        if type_ != "pack_multiple":
            raise ValueError(f"type must match const 'pack_multiple', got '{type_}'")

        def _parse_default_pack_multiple(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        default_pack_multiple = _parse_default_pack_multiple(d.pop("defaultPackMultiple", UNSET))

        pack_multiple = cls(
            type_=type_,
            default_pack_multiple=default_pack_multiple,
        )

        return pack_multiple

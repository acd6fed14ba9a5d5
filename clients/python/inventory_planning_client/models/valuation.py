from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.valuation_meta import ValuationMeta
    from ..models.valuation_row import ValuationRow


T = TypeVar("T", bound="Valuation")


@_attrs_define
class Valuation:
    """``{success, data: [row], meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``.

    Attributes:
        success (bool):  Default: True.
        data (list[ValuationRow]):
        meta (ValuationMeta): Paging of the valuation, the stock snapshot day it reads (null: no snapshot yet), and the
            units
            on hand left unvalued over every group (not only the page's).
    """

    data: list[ValuationRow]
    meta: ValuationMeta
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "meta": meta,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.valuation_meta import ValuationMeta  # noqa: PLC0415
        from ..models.valuation_row import ValuationRow  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ValuationRow.from_dict(data_item_data)

            data.append(data_item)

        meta = ValuationMeta.from_dict(d.pop("meta"))

        valuation = cls(
            success=success,
            data=data,
            meta=meta,
        )

        return valuation

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.recommendation import Recommendation
    from ..models.run_page_meta import RunPageMeta


T = TypeVar("T", bound="RunMetaPageOfRecommendation")


@_attrs_define
class RunMetaPageOfRecommendation:
    """
    Attributes:
        success (bool):  Default: True.
        data (list[Recommendation]):
        meta (RunPageMeta): ``{page, pageSize, total, runDate, stale}``.
    """

    data: list[Recommendation]
    meta: RunPageMeta
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
        from ..models.recommendation import Recommendation  # noqa: PLC0415
        from ..models.run_page_meta import RunPageMeta  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = Recommendation.from_dict(data_item_data)

            data.append(data_item)

        meta = RunPageMeta.from_dict(d.pop("meta"))

        run_meta_page_of_recommendation = cls(
            success=success,
            data=data,
            meta=meta,
        )

        return run_meta_page_of_recommendation

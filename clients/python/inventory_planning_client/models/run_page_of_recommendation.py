from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.recommendation import Recommendation
    from ..models.run_meta import RunMeta


T = TypeVar("T", bound="RunPageOfRecommendation")


@_attrs_define
class RunPageOfRecommendation:
    """
    Attributes:
        success (bool):  Default: True.
        data (list[Recommendation]):
        page (int):
        page_size (int):
        total (int): rows over every page
        meta (RunMeta): ``{runDate, stale}``: the nightly run a page comes from (docs/decisions/0032-served-runs.md).
    """

    data: list[Recommendation]
    page: int
    page_size: int
    total: int
    meta: RunMeta
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        page = self.page

        page_size = self.page_size

        total = self.total

        meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "page": page,
                "pageSize": page_size,
                "total": total,
                "meta": meta,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recommendation import Recommendation  # noqa: PLC0415
        from ..models.run_meta import RunMeta  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = Recommendation.from_dict(data_item_data)

            data.append(data_item)

        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        meta = RunMeta.from_dict(d.pop("meta"))

        run_page_of_recommendation = cls(
            success=success,
            data=data,
            page=page,
            page_size=page_size,
            total=total,
            meta=meta,
        )

        return run_page_of_recommendation

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.scenario import Scenario


T = TypeVar("T", bound="PageOfScenario")


@_attrs_define
class PageOfScenario:
    """
    Attributes:
        success (bool):  Default: True.
        data (list[Scenario]):
        page (int):
        page_size (int):
        total (int): rows over every page
    """

    data: list[Scenario]
    page: int
    page_size: int
    total: int
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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
                "page": page,
                "pageSize": page_size,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scenario import Scenario  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = Scenario.from_dict(data_item_data)

            data.append(data_item)

        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        page_of_scenario = cls(
            success=success,
            data=data,
            page=page,
            page_size=page_size,
            total=total,
        )

        return page_of_scenario

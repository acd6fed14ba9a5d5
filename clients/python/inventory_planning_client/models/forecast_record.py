from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forecast_record_granularity import ForecastRecordGranularity, check_forecast_record_granularity

T = TypeVar("T", bound="ForecastRecord")


@_attrs_define
class ForecastRecord:
    """SPEC "Forecast record": expected units of one variant x size in one shop over one period.

    Attributes:
        variant_id (str):
        size_taxonomy_id (str): the size (of the variant's inventory items)
        shop_id (str):
        forecast_date (str): YYYY-MM-DD: the first day of the period
        granularity (ForecastRecordGranularity):
        quantity (float): units expected over the period (within the requested dates)
        lb_quantity (float): lower bound of the interval at confidenceLevel, units
        ub_quantity (float): upper bound of the interval at confidenceLevel, units
        confidence_level (float):
        algorithm (str): the series' method, e.g. weekly-tsb+size-curve (docs/intelligence.md)
    """

    variant_id: str
    size_taxonomy_id: str
    shop_id: str
    forecast_date: str
    granularity: ForecastRecordGranularity
    quantity: float
    lb_quantity: float
    ub_quantity: float
    confidence_level: float
    algorithm: str

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_taxonomy_id = self.size_taxonomy_id

        shop_id = self.shop_id

        forecast_date = self.forecast_date

        granularity: str = self.granularity

        quantity = self.quantity

        lb_quantity = self.lb_quantity

        ub_quantity = self.ub_quantity

        confidence_level = self.confidence_level

        algorithm = self.algorithm

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeTaxonomyId": size_taxonomy_id,
                "shopId": shop_id,
                "forecastDate": forecast_date,
                "granularity": granularity,
                "quantity": quantity,
                "lbQuantity": lb_quantity,
                "ubQuantity": ub_quantity,
                "confidenceLevel": confidence_level,
                "algorithm": algorithm,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_taxonomy_id = d.pop("sizeTaxonomyId")

        shop_id = d.pop("shopId")

        forecast_date = d.pop("forecastDate")

        granularity = check_forecast_record_granularity(d.pop("granularity"))

        quantity = d.pop("quantity")

        lb_quantity = d.pop("lbQuantity")

        ub_quantity = d.pop("ubQuantity")

        confidence_level = d.pop("confidenceLevel")

        algorithm = d.pop("algorithm")

        forecast_record = cls(
            variant_id=variant_id,
            size_taxonomy_id=size_taxonomy_id,
            shop_id=shop_id,
            forecast_date=forecast_date,
            granularity=granularity,
            quantity=quantity,
            lb_quantity=lb_quantity,
            ub_quantity=ub_quantity,
            confidence_level=confidence_level,
            algorithm=algorithm,
        )

        return forecast_record

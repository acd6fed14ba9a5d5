from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PreSeasonPlanCreate")


@_attrs_define
class PreSeasonPlanCreate:
    """POST /api/pre-season-plans: ``{name, season, collectionId?, brandId?, sellingStartDate?,
    sellingEndDate?, budgetEnvelopeId?, description?, ruleGroupId?}``; the selling window's dates are
    ``YYYY-MM-DD``, ``sellingEndDate`` >= ``sellingStartDate`` (a scenario needs both).

        Attributes:
            name (str):
            season (str): e.g. SS26, FW26
            collection_id (None | str | Unset):
            brand_id (None | str | Unset):
            selling_start_date (datetime.date | None | Unset):
            selling_end_date (datetime.date | None | Unset):
            budget_envelope_id (None | str | Unset):
            description (None | str | Unset):
            rule_group_id (None | str | Unset):
    """

    name: str
    season: str
    collection_id: None | str | Unset = UNSET
    brand_id: None | str | Unset = UNSET
    selling_start_date: datetime.date | None | Unset = UNSET
    selling_end_date: datetime.date | None | Unset = UNSET
    budget_envelope_id: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    rule_group_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        season = self.season

        collection_id: None | str | Unset
        if isinstance(self.collection_id, Unset):
            collection_id = UNSET
        else:
            collection_id = self.collection_id

        brand_id: None | str | Unset
        if isinstance(self.brand_id, Unset):
            brand_id = UNSET
        else:
            brand_id = self.brand_id

        selling_start_date: None | str | Unset
        if isinstance(self.selling_start_date, Unset):
            selling_start_date = UNSET
        elif isinstance(self.selling_start_date, datetime.date):
            selling_start_date = self.selling_start_date.isoformat()
        else:
            selling_start_date = self.selling_start_date

        selling_end_date: None | str | Unset
        if isinstance(self.selling_end_date, Unset):
            selling_end_date = UNSET
        elif isinstance(self.selling_end_date, datetime.date):
            selling_end_date = self.selling_end_date.isoformat()
        else:
            selling_end_date = self.selling_end_date

        budget_envelope_id: None | str | Unset
        if isinstance(self.budget_envelope_id, Unset):
            budget_envelope_id = UNSET
        else:
            budget_envelope_id = self.budget_envelope_id

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        rule_group_id: None | str | Unset
        if isinstance(self.rule_group_id, Unset):
            rule_group_id = UNSET
        else:
            rule_group_id = self.rule_group_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "season": season,
            }
        )
        if collection_id is not UNSET:
            field_dict["collectionId"] = collection_id
        if brand_id is not UNSET:
            field_dict["brandId"] = brand_id
        if selling_start_date is not UNSET:
            field_dict["sellingStartDate"] = selling_start_date
        if selling_end_date is not UNSET:
            field_dict["sellingEndDate"] = selling_end_date
        if budget_envelope_id is not UNSET:
            field_dict["budgetEnvelopeId"] = budget_envelope_id
        if description is not UNSET:
            field_dict["description"] = description
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        season = d.pop("season")

        def _parse_collection_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        collection_id = _parse_collection_id(d.pop("collectionId", UNSET))

        def _parse_brand_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        brand_id = _parse_brand_id(d.pop("brandId", UNSET))

        def _parse_selling_start_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                selling_start_date_type_0 = datetime.date.fromisoformat(data)

                return selling_start_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        selling_start_date = _parse_selling_start_date(d.pop("sellingStartDate", UNSET))

        def _parse_selling_end_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                selling_end_date_type_0 = datetime.date.fromisoformat(data)

                return selling_end_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        selling_end_date = _parse_selling_end_date(d.pop("sellingEndDate", UNSET))

        def _parse_budget_envelope_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        budget_envelope_id = _parse_budget_envelope_id(d.pop("budgetEnvelopeId", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_rule_group_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_group_id = _parse_rule_group_id(d.pop("ruleGroupId", UNSET))

        pre_season_plan_create = cls(
            name=name,
            season=season,
            collection_id=collection_id,
            brand_id=brand_id,
            selling_start_date=selling_start_date,
            selling_end_date=selling_end_date,
            budget_envelope_id=budget_envelope_id,
            description=description,
            rule_group_id=rule_group_id,
        )

        return pre_season_plan_create

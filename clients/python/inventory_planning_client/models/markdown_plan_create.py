from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MarkdownPlanCreate")


@_attrs_define
class MarkdownPlanCreate:
    """POST /api/markdown-plans: ``{name, startDate, endDate, season?, collectionId?, description?, ruleGroupId?}``;
    the price window's dates are ``YYYY-MM-DD``, ``endDate`` >= ``startDate``.

        Attributes:
            name (str):
            start_date (datetime.date): YYYY-MM-DD, 1900-01-01..2999-12-31
            end_date (datetime.date): YYYY-MM-DD, 1900-01-01..2999-12-31
            season (None | str | Unset):
            collection_id (None | str | Unset):
            description (None | str | Unset):
            rule_group_id (None | str | Unset): the organization's business-logic ruleset for this plan's rules (default:
                its default ruleset)
    """

    name: str
    start_date: datetime.date
    end_date: datetime.date
    season: None | str | Unset = UNSET
    collection_id: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    rule_group_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start_date = self.start_date.isoformat()

        end_date = self.end_date.isoformat()

        season: None | str | Unset
        if isinstance(self.season, Unset):
            season = UNSET
        else:
            season = self.season

        collection_id: None | str | Unset
        if isinstance(self.collection_id, Unset):
            collection_id = UNSET
        else:
            collection_id = self.collection_id

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
                "startDate": start_date,
                "endDate": end_date,
            }
        )
        if season is not UNSET:
            field_dict["season"] = season
        if collection_id is not UNSET:
            field_dict["collectionId"] = collection_id
        if description is not UNSET:
            field_dict["description"] = description
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        start_date = datetime.date.fromisoformat(d.pop("startDate"))

        end_date = datetime.date.fromisoformat(d.pop("endDate"))

        def _parse_season(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        season = _parse_season(d.pop("season", UNSET))

        def _parse_collection_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        collection_id = _parse_collection_id(d.pop("collectionId", UNSET))

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

        markdown_plan_create = cls(
            name=name,
            start_date=start_date,
            end_date=end_date,
            season=season,
            collection_id=collection_id,
            description=description,
            rule_group_id=rule_group_id,
        )

        return markdown_plan_create

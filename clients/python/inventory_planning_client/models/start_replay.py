from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_replay_policies_item_type_0 import (
    StartReplayPoliciesItemType0,
    check_start_replay_policies_item_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.min_max_variant import MinMaxVariant
    from ..models.recommendations_variant import RecommendationsVariant


T = TypeVar("T", bound="StartReplay")


@_attrs_define
class StartReplay:
    """Body of POST /api/intelligence/replays.

    Attributes:
        from_ (datetime.date): first replayed day (YYYY-MM-DD)
        to (datetime.date): the day after the last replayed day (YYYY-MM-DD, exclusive; on or before today; to - from <=
            182 days)
        review_period_days (int | Unset): days between review days (1..28): from, from + reviewPeriodDays, ... before to
            Default: 7.
        policies (list[MinMaxVariant | RecommendationsVariant | StartReplayPoliciesItemType0] | Unset): the policy
            variants to compare (1..12, no two of the same label or meaning): hold (nothing ordered), recommendations (the
            chain's), min-max (the textbook baseline, 4 weeks of cover), or a variant: {"policy": "min-max", "coverWeeks":
            W} (label min-max:<W>w) or {"policy": "recommendations", "serviceLevel": x} (label recommendations:sl=<x>);
            results are keyed by label
        shop_ids (list[str] | None | Unset): the shops replayed (1..100, default every shop; a shop-scoped caller: its
            shops, default all of them)
    """

    from_: datetime.date
    to: datetime.date
    review_period_days: int | Unset = 7
    policies: list[MinMaxVariant | RecommendationsVariant | StartReplayPoliciesItemType0] | Unset = UNSET
    shop_ids: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.min_max_variant import MinMaxVariant  # noqa: PLC0415

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        review_period_days = self.review_period_days

        policies: list[dict[str, Any] | str] | Unset = UNSET
        if not isinstance(self.policies, Unset):
            policies = []
            for policies_item_data in self.policies:
                policies_item: dict[str, Any] | str
                if isinstance(policies_item_data, str):
                    policies_item = policies_item_data
                elif isinstance(policies_item_data, MinMaxVariant):
                    policies_item = policies_item_data.to_dict()
                else:
                    policies_item = policies_item_data.to_dict()

                policies.append(policies_item)

        shop_ids: list[str] | None | Unset
        if isinstance(self.shop_ids, Unset):
            shop_ids = UNSET
        elif isinstance(self.shop_ids, list):
            shop_ids = self.shop_ids

        else:
            shop_ids = self.shop_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )
        if review_period_days is not UNSET:
            field_dict["reviewPeriodDays"] = review_period_days
        if policies is not UNSET:
            field_dict["policies"] = policies
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.min_max_variant import MinMaxVariant  # noqa: PLC0415
        from ..models.recommendations_variant import RecommendationsVariant  # noqa: PLC0415

        d = dict(src_dict)
        from_ = datetime.date.fromisoformat(d.pop("from"))

        to = datetime.date.fromisoformat(d.pop("to"))

        review_period_days = d.pop("reviewPeriodDays", UNSET)

        _policies = d.pop("policies", UNSET)
        policies: list[MinMaxVariant | RecommendationsVariant | StartReplayPoliciesItemType0] | Unset = UNSET
        if _policies is not UNSET:
            policies = []
            for policies_item_data in _policies:

                def _parse_policies_item(
                    data: object,
                ) -> MinMaxVariant | RecommendationsVariant | StartReplayPoliciesItemType0:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        policies_item_type_0 = check_start_replay_policies_item_type_0(data)

                        return policies_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        policies_item_type_1 = MinMaxVariant.from_dict(data)

                        return policies_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    policies_item_type_2 = RecommendationsVariant.from_dict(data)

                    return policies_item_type_2

                policies_item = _parse_policies_item(policies_item_data)

                policies.append(policies_item)

        def _parse_shop_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                shop_ids_type_0 = cast(list[str], data)

                return shop_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        shop_ids = _parse_shop_ids(d.pop("shopIds", UNSET))

        start_replay = cls(
            from_=from_,
            to=to,
            review_period_days=review_period_days,
            policies=policies,
            shop_ids=shop_ids,
        )

        return start_replay

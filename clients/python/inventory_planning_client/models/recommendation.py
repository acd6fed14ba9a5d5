from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.recommendation_domain import RecommendationDomain, check_recommendation_domain

if TYPE_CHECKING:
    from ..models.recommendation_scores import RecommendationScores
    from ..models.recommendation_why import RecommendationWhy
    from ..models.recommended_action import RecommendedAction


T = TypeVar("T", bound="Recommendation")


@_attrs_define
class Recommendation:
    """A decision vector with its action, confidence in [0, 1] and ``why`` (context, formula steps
    with their numbers, rules applied), the shop's name and the sizes to pass as ``sizeId``.

        Attributes:
            variant_id (str):
            shop_id (str):
            domain (RecommendationDomain):
            snapshot_date (str):
            scores (RecommendationScores):
            allowed_actions (list[str]):
            forbidden_actions (list[str]):
            applied_rules (list[str]):
            brand_id (None | str):
            collection_id (None | str):
            created_at (str):
            updated_at (str):
            shop_name (None | str):
            size_ids (list[str]):
            action (RecommendedAction): The action a decision vector resolves to (REFERENCE 3.3): pieces per size for
                restock, a
                discount for markdown, transfers for rebalance.
            confidence (float):
            why (RecommendationWhy):
    """

    variant_id: str
    shop_id: str
    domain: RecommendationDomain
    snapshot_date: str
    scores: RecommendationScores
    allowed_actions: list[str]
    forbidden_actions: list[str]
    applied_rules: list[str]
    brand_id: None | str
    collection_id: None | str
    created_at: str
    updated_at: str
    shop_name: None | str
    size_ids: list[str]
    action: RecommendedAction
    confidence: float
    why: RecommendationWhy

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        shop_id = self.shop_id

        domain: str = self.domain

        snapshot_date = self.snapshot_date

        scores = self.scores.to_dict()

        allowed_actions = self.allowed_actions

        forbidden_actions = self.forbidden_actions

        applied_rules = self.applied_rules

        brand_id: None | str
        brand_id = self.brand_id

        collection_id: None | str
        collection_id = self.collection_id

        created_at = self.created_at

        updated_at = self.updated_at

        shop_name: None | str
        shop_name = self.shop_name

        size_ids = self.size_ids

        action = self.action.to_dict()

        confidence = self.confidence

        why = self.why.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "shopId": shop_id,
                "domain": domain,
                "snapshotDate": snapshot_date,
                "scores": scores,
                "allowedActions": allowed_actions,
                "forbiddenActions": forbidden_actions,
                "appliedRules": applied_rules,
                "brandId": brand_id,
                "collectionId": collection_id,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "shopName": shop_name,
                "sizeIds": size_ids,
                "action": action,
                "confidence": confidence,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recommendation_scores import RecommendationScores  # noqa: PLC0415
        from ..models.recommendation_why import RecommendationWhy  # noqa: PLC0415
        from ..models.recommended_action import RecommendedAction  # noqa: PLC0415

        d = dict(src_dict)
        variant_id = d.pop("variantId")

        shop_id = d.pop("shopId")

        domain = check_recommendation_domain(d.pop("domain"))

        snapshot_date = d.pop("snapshotDate")

        scores = RecommendationScores.from_dict(d.pop("scores"))

        allowed_actions = cast(list[str], d.pop("allowedActions"))

        forbidden_actions = cast(list[str], d.pop("forbiddenActions"))

        applied_rules = cast(list[str], d.pop("appliedRules"))

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_collection_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        collection_id = _parse_collection_id(d.pop("collectionId"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_shop_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_name = _parse_shop_name(d.pop("shopName"))

        size_ids = cast(list[str], d.pop("sizeIds"))

        action = RecommendedAction.from_dict(d.pop("action"))

        confidence = d.pop("confidence")

        why = RecommendationWhy.from_dict(d.pop("why"))

        recommendation = cls(
            variant_id=variant_id,
            shop_id=shop_id,
            domain=domain,
            snapshot_date=snapshot_date,
            scores=scores,
            allowed_actions=allowed_actions,
            forbidden_actions=forbidden_actions,
            applied_rules=applied_rules,
            brand_id=brand_id,
            collection_id=collection_id,
            created_at=created_at,
            updated_at=updated_at,
            shop_name=shop_name,
            size_ids=size_ids,
            action=action,
            confidence=confidence,
            why=why,
        )

        return recommendation

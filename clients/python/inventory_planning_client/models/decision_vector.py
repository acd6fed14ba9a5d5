from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.decision_vector_domain import DecisionVectorDomain, check_decision_vector_domain

if TYPE_CHECKING:
    from ..models.decision_vector_scores import DecisionVectorScores


T = TypeVar("T", bound="DecisionVector")


@_attrs_define
class DecisionVector:
    """REFERENCE 3.2: one variant x shop x domain's scores in [0, 1] (snake_case keys; null where not
    relevant to the domain) and its action gate; ``appliedRules`` is never empty.

        Attributes:
            variant_id (str):
            shop_id (str):
            domain (DecisionVectorDomain):
            snapshot_date (str):
            scores (DecisionVectorScores):
            allowed_actions (list[str]):
            forbidden_actions (list[str]):
            applied_rules (list[str]):
            brand_id (None | str):
            collection_id (None | str):
            created_at (str):
            updated_at (str):
    """

    variant_id: str
    shop_id: str
    domain: DecisionVectorDomain
    snapshot_date: str
    scores: DecisionVectorScores
    allowed_actions: list[str]
    forbidden_actions: list[str]
    applied_rules: list[str]
    brand_id: None | str
    collection_id: None | str
    created_at: str
    updated_at: str

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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_vector_scores import DecisionVectorScores  # noqa: PLC0415

        d = dict(src_dict)
        variant_id = d.pop("variantId")

        shop_id = d.pop("shopId")

        domain = check_decision_vector_domain(d.pop("domain"))

        snapshot_date = d.pop("snapshotDate")

        scores = DecisionVectorScores.from_dict(d.pop("scores"))

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

        decision_vector = cls(
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
        )

        return decision_vector

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.product_enrichment_status_type_0 import (
    ProductEnrichmentStatusType0,
    check_product_enrichment_status_type_0,
)

T = TypeVar("T", bound="ProductEnrichment")


@_attrs_define
class ProductEnrichment:
    """Where a product's enrichment stands (POST /api/enrich-product) and what it produced.

    Attributes:
        status (None | ProductEnrichmentStatusType0):
        requested_at (None | str):
        enriched_at (None | str): when it last ran to the end
        provider (None | str): offline (derived by the service) or bedrock
        description (None | str):
        category_tags (list[str]):
        image_ref (None | str): the S3 key of the image the retailer delivered for the product (a file named after its
            code under the organization's incoming/ prefix), found when the enrichment ran; null without one
        error (None | str):
    """

    status: None | ProductEnrichmentStatusType0
    requested_at: None | str
    enriched_at: None | str
    provider: None | str
    description: None | str
    category_tags: list[str]
    image_ref: None | str
    error: None | str

    def to_dict(self) -> dict[str, Any]:
        status: None | str
        if isinstance(self.status, str):
            status = self.status
        else:
            status = self.status

        requested_at: None | str
        requested_at = self.requested_at

        enriched_at: None | str
        enriched_at = self.enriched_at

        provider: None | str
        provider = self.provider

        description: None | str
        description = self.description

        category_tags = self.category_tags

        image_ref: None | str
        image_ref = self.image_ref

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "requestedAt": requested_at,
                "enrichedAt": enriched_at,
                "provider": provider,
                "description": description,
                "categoryTags": category_tags,
                "imageRef": image_ref,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_status(data: object) -> None | ProductEnrichmentStatusType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = check_product_enrichment_status_type_0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProductEnrichmentStatusType0, data)

        status = _parse_status(d.pop("status"))

        def _parse_requested_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        requested_at = _parse_requested_at(d.pop("requestedAt"))

        def _parse_enriched_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        enriched_at = _parse_enriched_at(d.pop("enrichedAt"))

        def _parse_provider(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        provider = _parse_provider(d.pop("provider"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        category_tags = cast(list[str], d.pop("categoryTags"))

        def _parse_image_ref(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image_ref = _parse_image_ref(d.pop("imageRef"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        product_enrichment = cls(
            status=status,
            requested_at=requested_at,
            enriched_at=enriched_at,
            provider=provider,
            description=description,
            category_tags=category_tags,
            image_ref=image_ref,
            error=error,
        )

        return product_enrichment

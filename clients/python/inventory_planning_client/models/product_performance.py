from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.product_performance_valuation_basis_type_0 import (
    ProductPerformanceValuationBasisType0,
    check_product_performance_valuation_basis_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.product_enrichment import ProductEnrichment


T = TypeVar("T", bound="ProductPerformance")


@_attrs_define
class ProductPerformance:
    """A product row of ``GET /api/products`` with its REFERENCE 1.3 KPIs over the ``period`` (sales from
    the lake's daily sales, stock from the latest stock snapshot). Money in the sales' currency (null
    when several currencies), units in pieces. Every KPI is a figure (docs/decisions/0024): null for a
    caller without analytics.view, over its shops only for a shop-scoped caller.

        Attributes:
            id (str):
            code (str):
            name (str):
            brand_id (str):
            brand_name (str):
            collection_id (None | str):
            family (None | str):
            list_price (float | None):
            created_at (str):
            updated_at (str):
            description (None | str | Unset): the catalogue file's description, else the enrichment's (POST /api/enrich-
                product)
            image_url (None | str | Unset): the catalogue file's imageUrl, else a presigned S3 GET URL (valid 15 minutes:
                read the product again for a new one) of the image the retailer delivered for the product, as the last
                enrichment found it; null without either
            average_price (float | None | Unset): the list price
            avg_selling_price (float | None | Unset): net sales / units sold; null without analytics.view; a shop-scoped
                caller's shops only (docs/decisions/0024)
            avg_gross_margin_pct (float | None | Unset): gross margin / net sales of the costed sales x 100; null without
                analytics.view; a shop-scoped caller's shops only (docs/decisions/0024)
            monthly_sales (float | None | Unset): net sales per 30 days of the period; null without analytics.view; a shop-
                scoped caller's shops only (docs/decisions/0024)
            shop_count (int | None | Unset): shops holding stock; null without analytics.view; a shop-scoped caller's shops
                only (docs/decisions/0024)
            variant_count (int | None | Unset): variants with stock; null without analytics.view; a shop-scoped caller's
                shops only (docs/decisions/0024)
            sizes_available (list[str] | None | Unset): sizes on hand; null without analytics.view; a shop-scoped caller's
                shops only (docs/decisions/0024)
            stock_value (float | None | Unset): units on hand x unit value: the unit cost where known, else the price basis
                (retail price, else the median selling price; docs/intelligence.md Stock valuation); null without
                analytics.view; a shop-scoped caller's shops only (docs/decisions/0024)
            valuation_basis (None | ProductPerformanceValuationBasisType0 | Unset): what stockValue is counted at: the least
                direct basis over the product's units in stock; null when none is valued; null without analytics.view; a shop-
                scoped caller's shops only (docs/decisions/0024)
            unvalued_units (float | None | Unset): units on hand with neither a unit cost nor a price (valued 0); null
                without analytics.view; a shop-scoped caller's shops only (docs/decisions/0024)
            tags (list[str] | Unset): the names of the tags assigned to the product (sorted; docs/automation.md Tags), then
                the enrichment's category tags (kind:value)
            total_cogs (float | None | Unset): cost of the costed sales; null without analytics.view; a shop-scoped caller's
                shops only (docs/decisions/0024)
            total_discount (float | None | Unset): discounts given; null without analytics.view; a shop-scoped caller's
                shops only (docs/decisions/0024)
            total_gross_margin (float | None | Unset): net sales - cost, over the sales whose cost is known; null without
                analytics.view; a shop-scoped caller's shops only (docs/decisions/0024)
            total_gross_sales (float | None | Unset): before discounts; null without analytics.view; a shop-scoped caller's
                shops only (docs/decisions/0024)
            total_net_sales (float | None | Unset): after discounts; null without analytics.view; a shop-scoped caller's
                shops only (docs/decisions/0024)
            total_quantity (float | None | Unset): units on hand; null without analytics.view; a shop-scoped caller's shops
                only (docs/decisions/0024)
            total_transactions (int | None | Unset): sale lines; null without analytics.view; a shop-scoped caller's shops
                only (docs/decisions/0024)
            total_units_sold (int | None | Unset): net units sold; null without analytics.view; a shop-scoped caller's shops
                only (docs/decisions/0024)
            enrichment (None | ProductEnrichment | Unset): GET /api/products/{id} only: the product's enrichment
    """

    id: str
    code: str
    name: str
    brand_id: str
    brand_name: str
    collection_id: None | str
    family: None | str
    list_price: float | None
    created_at: str
    updated_at: str
    description: None | str | Unset = UNSET
    image_url: None | str | Unset = UNSET
    average_price: float | None | Unset = UNSET
    avg_selling_price: float | None | Unset = UNSET
    avg_gross_margin_pct: float | None | Unset = UNSET
    monthly_sales: float | None | Unset = UNSET
    shop_count: int | None | Unset = UNSET
    variant_count: int | None | Unset = UNSET
    sizes_available: list[str] | None | Unset = UNSET
    stock_value: float | None | Unset = UNSET
    valuation_basis: None | ProductPerformanceValuationBasisType0 | Unset = UNSET
    unvalued_units: float | None | Unset = UNSET
    tags: list[str] | Unset = UNSET
    total_cogs: float | None | Unset = UNSET
    total_discount: float | None | Unset = UNSET
    total_gross_margin: float | None | Unset = UNSET
    total_gross_sales: float | None | Unset = UNSET
    total_net_sales: float | None | Unset = UNSET
    total_quantity: float | None | Unset = UNSET
    total_transactions: int | None | Unset = UNSET
    total_units_sold: int | None | Unset = UNSET
    enrichment: None | ProductEnrichment | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.product_enrichment import ProductEnrichment  # noqa: PLC0415

        id = self.id

        code = self.code

        name = self.name

        brand_id = self.brand_id

        brand_name = self.brand_name

        collection_id: None | str
        collection_id = self.collection_id

        family: None | str
        family = self.family

        list_price: float | None
        list_price = self.list_price

        created_at = self.created_at

        updated_at = self.updated_at

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        image_url: None | str | Unset
        if isinstance(self.image_url, Unset):
            image_url = UNSET
        else:
            image_url = self.image_url

        average_price: float | None | Unset
        if isinstance(self.average_price, Unset):
            average_price = UNSET
        else:
            average_price = self.average_price

        avg_selling_price: float | None | Unset
        if isinstance(self.avg_selling_price, Unset):
            avg_selling_price = UNSET
        else:
            avg_selling_price = self.avg_selling_price

        avg_gross_margin_pct: float | None | Unset
        if isinstance(self.avg_gross_margin_pct, Unset):
            avg_gross_margin_pct = UNSET
        else:
            avg_gross_margin_pct = self.avg_gross_margin_pct

        monthly_sales: float | None | Unset
        if isinstance(self.monthly_sales, Unset):
            monthly_sales = UNSET
        else:
            monthly_sales = self.monthly_sales

        shop_count: int | None | Unset
        if isinstance(self.shop_count, Unset):
            shop_count = UNSET
        else:
            shop_count = self.shop_count

        variant_count: int | None | Unset
        if isinstance(self.variant_count, Unset):
            variant_count = UNSET
        else:
            variant_count = self.variant_count

        sizes_available: list[str] | None | Unset
        if isinstance(self.sizes_available, Unset):
            sizes_available = UNSET
        elif isinstance(self.sizes_available, list):
            sizes_available = self.sizes_available

        else:
            sizes_available = self.sizes_available

        stock_value: float | None | Unset
        if isinstance(self.stock_value, Unset):
            stock_value = UNSET
        else:
            stock_value = self.stock_value

        valuation_basis: None | str | Unset
        if isinstance(self.valuation_basis, Unset):
            valuation_basis = UNSET
        elif isinstance(self.valuation_basis, str):
            valuation_basis = self.valuation_basis
        else:
            valuation_basis = self.valuation_basis

        unvalued_units: float | None | Unset
        if isinstance(self.unvalued_units, Unset):
            unvalued_units = UNSET
        else:
            unvalued_units = self.unvalued_units

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        total_cogs: float | None | Unset
        if isinstance(self.total_cogs, Unset):
            total_cogs = UNSET
        else:
            total_cogs = self.total_cogs

        total_discount: float | None | Unset
        if isinstance(self.total_discount, Unset):
            total_discount = UNSET
        else:
            total_discount = self.total_discount

        total_gross_margin: float | None | Unset
        if isinstance(self.total_gross_margin, Unset):
            total_gross_margin = UNSET
        else:
            total_gross_margin = self.total_gross_margin

        total_gross_sales: float | None | Unset
        if isinstance(self.total_gross_sales, Unset):
            total_gross_sales = UNSET
        else:
            total_gross_sales = self.total_gross_sales

        total_net_sales: float | None | Unset
        if isinstance(self.total_net_sales, Unset):
            total_net_sales = UNSET
        else:
            total_net_sales = self.total_net_sales

        total_quantity: float | None | Unset
        if isinstance(self.total_quantity, Unset):
            total_quantity = UNSET
        else:
            total_quantity = self.total_quantity

        total_transactions: int | None | Unset
        if isinstance(self.total_transactions, Unset):
            total_transactions = UNSET
        else:
            total_transactions = self.total_transactions

        total_units_sold: int | None | Unset
        if isinstance(self.total_units_sold, Unset):
            total_units_sold = UNSET
        else:
            total_units_sold = self.total_units_sold

        enrichment: dict[str, Any] | None | Unset
        if isinstance(self.enrichment, Unset):
            enrichment = UNSET
        elif isinstance(self.enrichment, ProductEnrichment):
            enrichment = self.enrichment.to_dict()
        else:
            enrichment = self.enrichment

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "brandId": brand_id,
                "brandName": brand_name,
                "collectionId": collection_id,
                "family": family,
                "listPrice": list_price,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if image_url is not UNSET:
            field_dict["imageUrl"] = image_url
        if average_price is not UNSET:
            field_dict["averagePrice"] = average_price
        if avg_selling_price is not UNSET:
            field_dict["avgSellingPrice"] = avg_selling_price
        if avg_gross_margin_pct is not UNSET:
            field_dict["avgGrossMarginPct"] = avg_gross_margin_pct
        if monthly_sales is not UNSET:
            field_dict["monthlySales"] = monthly_sales
        if shop_count is not UNSET:
            field_dict["shopCount"] = shop_count
        if variant_count is not UNSET:
            field_dict["variantCount"] = variant_count
        if sizes_available is not UNSET:
            field_dict["sizesAvailable"] = sizes_available
        if stock_value is not UNSET:
            field_dict["stockValue"] = stock_value
        if valuation_basis is not UNSET:
            field_dict["valuationBasis"] = valuation_basis
        if unvalued_units is not UNSET:
            field_dict["unvaluedUnits"] = unvalued_units
        if tags is not UNSET:
            field_dict["tags"] = tags
        if total_cogs is not UNSET:
            field_dict["totalCogs"] = total_cogs
        if total_discount is not UNSET:
            field_dict["totalDiscount"] = total_discount
        if total_gross_margin is not UNSET:
            field_dict["totalGrossMargin"] = total_gross_margin
        if total_gross_sales is not UNSET:
            field_dict["totalGrossSales"] = total_gross_sales
        if total_net_sales is not UNSET:
            field_dict["totalNetSales"] = total_net_sales
        if total_quantity is not UNSET:
            field_dict["totalQuantity"] = total_quantity
        if total_transactions is not UNSET:
            field_dict["totalTransactions"] = total_transactions
        if total_units_sold is not UNSET:
            field_dict["totalUnitsSold"] = total_units_sold
        if enrichment is not UNSET:
            field_dict["enrichment"] = enrichment

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_enrichment import ProductEnrichment  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        brand_id = d.pop("brandId")

        brand_name = d.pop("brandName")

        def _parse_collection_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        collection_id = _parse_collection_id(d.pop("collectionId"))

        def _parse_family(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        family = _parse_family(d.pop("family"))

        def _parse_list_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        list_price = _parse_list_price(d.pop("listPrice"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_image_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        image_url = _parse_image_url(d.pop("imageUrl", UNSET))

        def _parse_average_price(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        average_price = _parse_average_price(d.pop("averagePrice", UNSET))

        def _parse_avg_selling_price(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        avg_selling_price = _parse_avg_selling_price(d.pop("avgSellingPrice", UNSET))

        def _parse_avg_gross_margin_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        avg_gross_margin_pct = _parse_avg_gross_margin_pct(d.pop("avgGrossMarginPct", UNSET))

        def _parse_monthly_sales(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        monthly_sales = _parse_monthly_sales(d.pop("monthlySales", UNSET))

        def _parse_shop_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        shop_count = _parse_shop_count(d.pop("shopCount", UNSET))

        def _parse_variant_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        variant_count = _parse_variant_count(d.pop("variantCount", UNSET))

        def _parse_sizes_available(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sizes_available_type_0 = cast(list[str], data)

                return sizes_available_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        sizes_available = _parse_sizes_available(d.pop("sizesAvailable", UNSET))

        def _parse_stock_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        stock_value = _parse_stock_value(d.pop("stockValue", UNSET))

        def _parse_valuation_basis(data: object) -> None | ProductPerformanceValuationBasisType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valuation_basis_type_0 = check_product_performance_valuation_basis_type_0(data)

                return valuation_basis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProductPerformanceValuationBasisType0 | Unset, data)

        valuation_basis = _parse_valuation_basis(d.pop("valuationBasis", UNSET))

        def _parse_unvalued_units(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        unvalued_units = _parse_unvalued_units(d.pop("unvaluedUnits", UNSET))

        tags = cast(list[str], d.pop("tags", UNSET))

        def _parse_total_cogs(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_cogs = _parse_total_cogs(d.pop("totalCogs", UNSET))

        def _parse_total_discount(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_discount = _parse_total_discount(d.pop("totalDiscount", UNSET))

        def _parse_total_gross_margin(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_gross_margin = _parse_total_gross_margin(d.pop("totalGrossMargin", UNSET))

        def _parse_total_gross_sales(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_gross_sales = _parse_total_gross_sales(d.pop("totalGrossSales", UNSET))

        def _parse_total_net_sales(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_net_sales = _parse_total_net_sales(d.pop("totalNetSales", UNSET))

        def _parse_total_quantity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_quantity = _parse_total_quantity(d.pop("totalQuantity", UNSET))

        def _parse_total_transactions(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        total_transactions = _parse_total_transactions(d.pop("totalTransactions", UNSET))

        def _parse_total_units_sold(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        total_units_sold = _parse_total_units_sold(d.pop("totalUnitsSold", UNSET))

        def _parse_enrichment(data: object) -> None | ProductEnrichment | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                enrichment_type_0 = ProductEnrichment.from_dict(data)

                return enrichment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProductEnrichment | Unset, data)

        enrichment = _parse_enrichment(d.pop("enrichment", UNSET))

        product_performance = cls(
            id=id,
            code=code,
            name=name,
            brand_id=brand_id,
            brand_name=brand_name,
            collection_id=collection_id,
            family=family,
            list_price=list_price,
            created_at=created_at,
            updated_at=updated_at,
            description=description,
            image_url=image_url,
            average_price=average_price,
            avg_selling_price=avg_selling_price,
            avg_gross_margin_pct=avg_gross_margin_pct,
            monthly_sales=monthly_sales,
            shop_count=shop_count,
            variant_count=variant_count,
            sizes_available=sizes_available,
            stock_value=stock_value,
            valuation_basis=valuation_basis,
            unvalued_units=unvalued_units,
            tags=tags,
            total_cogs=total_cogs,
            total_discount=total_discount,
            total_gross_margin=total_gross_margin,
            total_gross_sales=total_gross_sales,
            total_net_sales=total_net_sales,
            total_quantity=total_quantity,
            total_transactions=total_transactions,
            total_units_sold=total_units_sold,
            enrichment=enrichment,
        )

        return product_performance

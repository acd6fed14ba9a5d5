from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.valuation_row_retail_basis_type_0 import (
    ValuationRowRetailBasisType0,
    check_valuation_row_retail_basis_type_0,
)
from ..models.valuation_row_valuation_basis_type_0 import (
    ValuationRowValuationBasisType0,
    check_valuation_row_valuation_basis_type_0,
)

T = TypeVar("T", bound="ValuationRow")


@_attrs_define
class ValuationRow:
    """REFERENCE 1.6 inventory valuation row: the group's ids and names are filled for its dimension only;
    values in the shops' currency at the close of the snapshot day.

        Attributes:
            brand_id (None | str):
            brand_name (None | str):
            product_id (None | str):
            product_name (None | str):
            shop_id (None | str):
            shop_name (None | str):
            stock_value (float): units x unit value: the unit cost where known, else the price basis (retail price, else the
                median selling price); valuationBasis says which; unvalued units count 0
            stock_value_retail (float): units x the price basis (retail price, else the median selling price): the stock at
                what it would sell for; retailBasis says which; units without a price count 0
            units (float):
            valuation_basis (None | ValuationRowValuationBasisType0): what stockValue is counted at: the least direct basis
                over the group's units in stock (COST, RETAIL, LIST, SALES_MEDIAN in that order); null when none is valued
            retail_basis (None | ValuationRowRetailBasisType0): what stockValueRetail is counted at: the least direct price
                basis over the group's units in stock; null when none has a price
            unvalued_units (float): units on hand with neither a unit cost nor a price: in units, valued 0
    """

    brand_id: None | str
    brand_name: None | str
    product_id: None | str
    product_name: None | str
    shop_id: None | str
    shop_name: None | str
    stock_value: float
    stock_value_retail: float
    units: float
    valuation_basis: None | ValuationRowValuationBasisType0
    retail_basis: None | ValuationRowRetailBasisType0
    unvalued_units: float

    def to_dict(self) -> dict[str, Any]:
        brand_id: None | str
        brand_id = self.brand_id

        brand_name: None | str
        brand_name = self.brand_name

        product_id: None | str
        product_id = self.product_id

        product_name: None | str
        product_name = self.product_name

        shop_id: None | str
        shop_id = self.shop_id

        shop_name: None | str
        shop_name = self.shop_name

        stock_value = self.stock_value

        stock_value_retail = self.stock_value_retail

        units = self.units

        valuation_basis: None | str
        if isinstance(self.valuation_basis, str):
            valuation_basis = self.valuation_basis
        else:
            valuation_basis = self.valuation_basis

        retail_basis: None | str
        if isinstance(self.retail_basis, str):
            retail_basis = self.retail_basis
        else:
            retail_basis = self.retail_basis

        unvalued_units = self.unvalued_units

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "brandId": brand_id,
                "brandName": brand_name,
                "productId": product_id,
                "productName": product_name,
                "shopId": shop_id,
                "shopName": shop_name,
                "stockValue": stock_value,
                "stockValueRetail": stock_value_retail,
                "units": units,
                "valuationBasis": valuation_basis,
                "retailBasis": retail_basis,
                "unvaluedUnits": unvalued_units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_brand_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_name = _parse_brand_name(d.pop("brandName"))

        def _parse_product_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_id = _parse_product_id(d.pop("productId"))

        def _parse_product_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_name = _parse_product_name(d.pop("productName"))

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        def _parse_shop_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_name = _parse_shop_name(d.pop("shopName"))

        stock_value = d.pop("stockValue")

        stock_value_retail = d.pop("stockValueRetail")

        units = d.pop("units")

        def _parse_valuation_basis(data: object) -> None | ValuationRowValuationBasisType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valuation_basis_type_0 = check_valuation_row_valuation_basis_type_0(data)

                return valuation_basis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ValuationRowValuationBasisType0, data)

        valuation_basis = _parse_valuation_basis(d.pop("valuationBasis"))

        def _parse_retail_basis(data: object) -> None | ValuationRowRetailBasisType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                retail_basis_type_0 = check_valuation_row_retail_basis_type_0(data)

                return retail_basis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ValuationRowRetailBasisType0, data)

        retail_basis = _parse_retail_basis(d.pop("retailBasis"))

        unvalued_units = d.pop("unvaluedUnits")

        valuation_row = cls(
            brand_id=brand_id,
            brand_name=brand_name,
            product_id=product_id,
            product_name=product_name,
            shop_id=shop_id,
            shop_name=shop_name,
            stock_value=stock_value,
            stock_value_retail=stock_value_retail,
            units=units,
            valuation_basis=valuation_basis,
            retail_basis=retail_basis,
            unvalued_units=unvalued_units,
        )

        return valuation_row

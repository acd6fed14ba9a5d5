from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpecParsing")


@_attrs_define
class SpecParsing:
    """How the cells are read: a strptime ``dateFormat`` (default ISO), a decimal comma, the shop of
    rows without one, the currency of money without one (ISO 4217).

        Attributes:
            date_format (None | str | Unset):
            decimal_comma (bool | Unset):  Default: False.
            default_shop_code (None | str | Unset):
            default_currency (None | str | Unset):
    """

    date_format: None | str | Unset = UNSET
    decimal_comma: bool | Unset = False
    default_shop_code: None | str | Unset = UNSET
    default_currency: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date_format: None | str | Unset
        if isinstance(self.date_format, Unset):
            date_format = UNSET
        else:
            date_format = self.date_format

        decimal_comma = self.decimal_comma

        default_shop_code: None | str | Unset
        if isinstance(self.default_shop_code, Unset):
            default_shop_code = UNSET
        else:
            default_shop_code = self.default_shop_code

        default_currency: None | str | Unset
        if isinstance(self.default_currency, Unset):
            default_currency = UNSET
        else:
            default_currency = self.default_currency

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if date_format is not UNSET:
            field_dict["dateFormat"] = date_format
        if decimal_comma is not UNSET:
            field_dict["decimalComma"] = decimal_comma
        if default_shop_code is not UNSET:
            field_dict["defaultShopCode"] = default_shop_code
        if default_currency is not UNSET:
            field_dict["defaultCurrency"] = default_currency

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_date_format(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date_format = _parse_date_format(d.pop("dateFormat", UNSET))

        decimal_comma = d.pop("decimalComma", UNSET)

        def _parse_default_shop_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        default_shop_code = _parse_default_shop_code(d.pop("defaultShopCode", UNSET))

        def _parse_default_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        default_currency = _parse_default_currency(d.pop("defaultCurrency", UNSET))

        spec_parsing = cls(
            date_format=date_format,
            decimal_comma=decimal_comma,
            default_shop_code=default_shop_code,
            default_currency=default_currency,
        )

        return spec_parsing

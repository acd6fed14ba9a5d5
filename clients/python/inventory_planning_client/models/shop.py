from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Shop")


@_attrs_define
class Shop:
    """A point of sale (or warehouse) of the organization.

    Attributes:
        id (str):
        code (str):
        name (str):
        description (None | str):
        address (None | str):
        city (None | str):
        region (None | str):
        country (None | str):
        country_id (None | str):
        lat (float | None):
        lng (float | None):
        kind (str):
        status (str):
        system (None | str):
        currency (None | str):
        is_active (bool):
        deactivated_at (None | str):
        created_at (str):
        updated_at (str):
    """

    id: str
    code: str
    name: str
    description: None | str
    address: None | str
    city: None | str
    region: None | str
    country: None | str
    country_id: None | str
    lat: float | None
    lng: float | None
    kind: str
    status: str
    system: None | str
    currency: None | str
    is_active: bool
    deactivated_at: None | str
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        name = self.name

        description: None | str
        description = self.description

        address: None | str
        address = self.address

        city: None | str
        city = self.city

        region: None | str
        region = self.region

        country: None | str
        country = self.country

        country_id: None | str
        country_id = self.country_id

        lat: float | None
        lat = self.lat

        lng: float | None
        lng = self.lng

        kind = self.kind

        status = self.status

        system: None | str
        system = self.system

        currency: None | str
        currency = self.currency

        is_active = self.is_active

        deactivated_at: None | str
        deactivated_at = self.deactivated_at

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "description": description,
                "address": address,
                "city": city,
                "region": region,
                "country": country,
                "countryId": country_id,
                "lat": lat,
                "lng": lng,
                "kind": kind,
                "status": status,
                "system": system,
                "currency": currency,
                "isActive": is_active,
                "deactivatedAt": deactivated_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        address = _parse_address(d.pop("address"))

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))

        def _parse_region(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        region = _parse_region(d.pop("region"))

        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))

        def _parse_country_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country_id = _parse_country_id(d.pop("countryId"))

        def _parse_lat(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        lat = _parse_lat(d.pop("lat"))

        def _parse_lng(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        lng = _parse_lng(d.pop("lng"))

        kind = d.pop("kind")

        status = d.pop("status")

        def _parse_system(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        system = _parse_system(d.pop("system"))

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        is_active = d.pop("isActive")

        def _parse_deactivated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deactivated_at = _parse_deactivated_at(d.pop("deactivatedAt"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        shop = cls(
            id=id,
            code=code,
            name=name,
            description=description,
            address=address,
            city=city,
            region=region,
            country=country,
            country_id=country_id,
            lat=lat,
            lng=lng,
            kind=kind,
            status=status,
            system=system,
            currency=currency,
            is_active=is_active,
            deactivated_at=deactivated_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return shop

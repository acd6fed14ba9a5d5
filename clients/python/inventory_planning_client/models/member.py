from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.member_status import MemberStatus, check_member_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="Member")


@_attrs_define
class Member:
    """A person's membership of the organization: INVITED until their first session, ACTIVE after,
    REMOVED when taken out (kept for the audit).

        Attributes:
            user_id (str): the identity provider's subject for the e-mail
            email (str):
            name (str):
            roles (list[str]):
            shop_ids (list[str]): the member's own assigned shops (shop-scoped roles); their teams' shops add to them
            team_ids (list[str]):
            status (MemberStatus):
            invited_at (None | str): null for a member added before invitations
            joined_at (None | str | Unset):
            removed_at (None | str | Unset):
    """

    user_id: str
    email: str
    name: str
    roles: list[str]
    shop_ids: list[str]
    team_ids: list[str]
    status: MemberStatus
    invited_at: None | str
    joined_at: None | str | Unset = UNSET
    removed_at: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        email = self.email

        name = self.name

        roles = self.roles

        shop_ids = self.shop_ids

        team_ids = self.team_ids

        status: str = self.status

        invited_at: None | str
        invited_at = self.invited_at

        joined_at: None | str | Unset
        if isinstance(self.joined_at, Unset):
            joined_at = UNSET
        else:
            joined_at = self.joined_at

        removed_at: None | str | Unset
        if isinstance(self.removed_at, Unset):
            removed_at = UNSET
        else:
            removed_at = self.removed_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "userId": user_id,
                "email": email,
                "name": name,
                "roles": roles,
                "shopIds": shop_ids,
                "teamIds": team_ids,
                "status": status,
                "invitedAt": invited_at,
            }
        )
        if joined_at is not UNSET:
            field_dict["joinedAt"] = joined_at
        if removed_at is not UNSET:
            field_dict["removedAt"] = removed_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("userId")

        email = d.pop("email")

        name = d.pop("name")

        roles = cast(list[str], d.pop("roles"))

        shop_ids = cast(list[str], d.pop("shopIds"))

        team_ids = cast(list[str], d.pop("teamIds"))

        status = check_member_status(d.pop("status"))

        def _parse_invited_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invited_at = _parse_invited_at(d.pop("invitedAt"))

        def _parse_joined_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        joined_at = _parse_joined_at(d.pop("joinedAt", UNSET))

        def _parse_removed_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        removed_at = _parse_removed_at(d.pop("removedAt", UNSET))

        member = cls(
            user_id=user_id,
            email=email,
            name=name,
            roles=roles,
            shop_ids=shop_ids,
            team_ids=team_ids,
            status=status,
            invited_at=invited_at,
            joined_at=joined_at,
            removed_at=removed_at,
        )

        return member

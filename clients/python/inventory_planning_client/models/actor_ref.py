from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.actor_ref_kind import ActorRefKind, check_actor_ref_kind

T = TypeVar("T", bound="ActorRef")


@_attrs_define
class ActorRef:
    """Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or service id.

    Attributes:
        kind (ActorRefKind):
        id (str):
    """

    kind: ActorRefKind
    id: str

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_actor_ref_kind(d.pop("kind"))

        id = d.pop("id")

        actor_ref = cls(
            kind=kind,
            id=id,
        )

        return actor_ref

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alert_instance_status import AlertInstanceStatus, check_alert_instance_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.alert_instance_entity import AlertInstanceEntity
    from ..models.perimeter_results import PerimeterResults


T = TypeVar("T", bound="AlertInstance")


@_attrs_define
class AlertInstance:
    """An alert instance: what matched (entity, value, perimeterResults), its trigger, and the
    retailer's status pending -> acknowledged -> resolved (who, when, comment; resolution USER or AUTO),
    or archived (hidden from the default list) from any of them.
    Its values are figures (docs/decisions/0024): null without analytics.view; for a shop-scoped
    caller, a variant's value is null unless its shop is the caller's, and ``alertValue`` unless every
    shop the group sums is.

        Attributes:
            id (str):
            alert_id (str):
            alert_name (str):
            status (AlertInstanceStatus):
            trigger_type (str):
            alert_value (float | None): the matched metric (or risk score) of the group, in the metric's unit; null without
                analytics.view; a shop-scoped caller's shops only (docs/decisions/0024)
            threshold (float | None): null for a tag alert's instance
            entity (AlertInstanceEntity):
            perimeter_results (PerimeterResults): What an instance's group holds: its first 50 shop x product x variant
                triples, each with its
                own value, and its brands.
            as_of (str):
            first_matched_at (str):
            last_matched_at (str):
            acknowledged_at (None | str):
            acknowledged_by (None | str):
            resolved_at (None | str):
            resolved_by (None | str):
            resolution (None | str):
            comment (None | str):
            stores_ids (list[str] | Unset): The alert's shops when it matched (empty: every shop). A STOCKOUT instance is
                over these shops.
            archived_at (None | str | Unset): when it was archived (archived hides it from the default list)
            archived_by (None | str | Unset):
            plan_id (None | str | Unset): the plan started from it (POST /api/alerts/instances/{id}/plan)
    """

    id: str
    alert_id: str
    alert_name: str
    status: AlertInstanceStatus
    trigger_type: str
    alert_value: float | None
    threshold: float | None
    entity: AlertInstanceEntity
    perimeter_results: PerimeterResults
    as_of: str
    first_matched_at: str
    last_matched_at: str
    acknowledged_at: None | str
    acknowledged_by: None | str
    resolved_at: None | str
    resolved_by: None | str
    resolution: None | str
    comment: None | str
    stores_ids: list[str] | Unset = UNSET
    archived_at: None | str | Unset = UNSET
    archived_by: None | str | Unset = UNSET
    plan_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        alert_id = self.alert_id

        alert_name = self.alert_name

        status: str = self.status

        trigger_type = self.trigger_type

        alert_value: float | None
        alert_value = self.alert_value

        threshold: float | None
        threshold = self.threshold

        entity = self.entity.to_dict()

        perimeter_results = self.perimeter_results.to_dict()

        as_of = self.as_of

        first_matched_at = self.first_matched_at

        last_matched_at = self.last_matched_at

        acknowledged_at: None | str
        acknowledged_at = self.acknowledged_at

        acknowledged_by: None | str
        acknowledged_by = self.acknowledged_by

        resolved_at: None | str
        resolved_at = self.resolved_at

        resolved_by: None | str
        resolved_by = self.resolved_by

        resolution: None | str
        resolution = self.resolution

        comment: None | str
        comment = self.comment

        stores_ids: list[str] | Unset = UNSET
        if not isinstance(self.stores_ids, Unset):
            stores_ids = self.stores_ids

        archived_at: None | str | Unset
        if isinstance(self.archived_at, Unset):
            archived_at = UNSET
        else:
            archived_at = self.archived_at

        archived_by: None | str | Unset
        if isinstance(self.archived_by, Unset):
            archived_by = UNSET
        else:
            archived_by = self.archived_by

        plan_id: None | str | Unset
        if isinstance(self.plan_id, Unset):
            plan_id = UNSET
        else:
            plan_id = self.plan_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "alertId": alert_id,
                "alertName": alert_name,
                "status": status,
                "triggerType": trigger_type,
                "alertValue": alert_value,
                "threshold": threshold,
                "entity": entity,
                "perimeterResults": perimeter_results,
                "asOf": as_of,
                "firstMatchedAt": first_matched_at,
                "lastMatchedAt": last_matched_at,
                "acknowledgedAt": acknowledged_at,
                "acknowledgedBy": acknowledged_by,
                "resolvedAt": resolved_at,
                "resolvedBy": resolved_by,
                "resolution": resolution,
                "comment": comment,
            }
        )
        if stores_ids is not UNSET:
            field_dict["storesIds"] = stores_ids
        if archived_at is not UNSET:
            field_dict["archivedAt"] = archived_at
        if archived_by is not UNSET:
            field_dict["archivedBy"] = archived_by
        if plan_id is not UNSET:
            field_dict["planId"] = plan_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.alert_instance_entity import AlertInstanceEntity  # noqa: PLC0415
        from ..models.perimeter_results import PerimeterResults  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        alert_id = d.pop("alertId")

        alert_name = d.pop("alertName")

        status = check_alert_instance_status(d.pop("status"))

        trigger_type = d.pop("triggerType")

        def _parse_alert_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        alert_value = _parse_alert_value(d.pop("alertValue"))

        def _parse_threshold(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        threshold = _parse_threshold(d.pop("threshold"))

        entity = AlertInstanceEntity.from_dict(d.pop("entity"))

        perimeter_results = PerimeterResults.from_dict(d.pop("perimeterResults"))

        as_of = d.pop("asOf")

        first_matched_at = d.pop("firstMatchedAt")

        last_matched_at = d.pop("lastMatchedAt")

        def _parse_acknowledged_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        acknowledged_at = _parse_acknowledged_at(d.pop("acknowledgedAt"))

        def _parse_acknowledged_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        acknowledged_by = _parse_acknowledged_by(d.pop("acknowledgedBy"))

        def _parse_resolved_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resolved_at = _parse_resolved_at(d.pop("resolvedAt"))

        def _parse_resolved_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resolved_by = _parse_resolved_by(d.pop("resolvedBy"))

        def _parse_resolution(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resolution = _parse_resolution(d.pop("resolution"))

        def _parse_comment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        comment = _parse_comment(d.pop("comment"))

        stores_ids = cast(list[str], d.pop("storesIds", UNSET))

        def _parse_archived_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        archived_at = _parse_archived_at(d.pop("archivedAt", UNSET))

        def _parse_archived_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        archived_by = _parse_archived_by(d.pop("archivedBy", UNSET))

        def _parse_plan_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        plan_id = _parse_plan_id(d.pop("planId", UNSET))

        alert_instance = cls(
            id=id,
            alert_id=alert_id,
            alert_name=alert_name,
            status=status,
            trigger_type=trigger_type,
            alert_value=alert_value,
            threshold=threshold,
            entity=entity,
            perimeter_results=perimeter_results,
            as_of=as_of,
            first_matched_at=first_matched_at,
            last_matched_at=last_matched_at,
            acknowledged_at=acknowledged_at,
            acknowledged_by=acknowledged_by,
            resolved_at=resolved_at,
            resolved_by=resolved_by,
            resolution=resolution,
            comment=comment,
            stores_ids=stores_ids,
            archived_at=archived_at,
            archived_by=archived_by,
            plan_id=plan_id,
        )

        alert_instance.additional_properties = d
        return alert_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.audit_entry_action import AuditEntryAction, check_audit_entry_action
from ..models.audit_entry_actorkind import AuditEntryActorkind, check_audit_entry_actorkind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.audit_entry_after_type_0 import AuditEntryAfterType0
    from ..models.audit_entry_before_type_0 import AuditEntryBeforeType0
    from ..models.audit_entry_parent_type_0 import AuditEntryParentType0
    from ..models.audit_entry_rules_type_0_item import AuditEntryRulesType0Item


T = TypeVar("T", bound="AuditEntry")


@_attrs_define
class AuditEntry:
    """One change of the configuration or of a plan: who, what, when, and the record before and after.

    Plan entries (entityType PLAN, entityId the plan id) also carry the reason, the rules that
    applied and, for workflow writes, the workflow run as ``sourceRef``.

        Attributes:
            id (str):
            organization_id (str):
            occurred_at (str):
            actor_kind (AuditEntryActorkind):
            actor_id (str):
            action (AuditEntryAction):
            entity_type (str):
            entity_id (str):
            parent (AuditEntryParentType0 | None):
            changed_fields (list[str]):
            before (AuditEntryBeforeType0 | None):
            after (AuditEntryAfterType0 | None):
            reason (None | str | Unset): plans: the reason the caller gave
            rules (list[AuditEntryRulesType0Item] | None | Unset): plans: the rules evaluated for the change, [{ruleId,
                ruleName, enforcement, passed, message}]
            source_ref (None | str | Unset): plans: the workflow run behind a workflow write
    """

    id: str
    organization_id: str
    occurred_at: str
    actor_kind: AuditEntryActorkind
    actor_id: str
    action: AuditEntryAction
    entity_type: str
    entity_id: str
    parent: AuditEntryParentType0 | None
    changed_fields: list[str]
    before: AuditEntryBeforeType0 | None
    after: AuditEntryAfterType0 | None
    reason: None | str | Unset = UNSET
    rules: list[AuditEntryRulesType0Item] | None | Unset = UNSET
    source_ref: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry_after_type_0 import AuditEntryAfterType0  # noqa: PLC0415
        from ..models.audit_entry_before_type_0 import AuditEntryBeforeType0  # noqa: PLC0415
        from ..models.audit_entry_parent_type_0 import AuditEntryParentType0  # noqa: PLC0415

        id = self.id

        organization_id = self.organization_id

        occurred_at = self.occurred_at

        actor_kind: str = self.actor_kind

        actor_id = self.actor_id

        action: str = self.action

        entity_type = self.entity_type

        entity_id = self.entity_id

        parent: dict[str, Any] | None
        if isinstance(self.parent, AuditEntryParentType0):
            parent = self.parent.to_dict()
        else:
            parent = self.parent

        changed_fields = self.changed_fields

        before: dict[str, Any] | None
        if isinstance(self.before, AuditEntryBeforeType0):
            before = self.before.to_dict()
        else:
            before = self.before

        after: dict[str, Any] | None
        if isinstance(self.after, AuditEntryAfterType0):
            after = self.after.to_dict()
        else:
            after = self.after

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        rules: list[dict[str, Any]] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, list):
            rules = []
            for rules_type_0_item_data in self.rules:
                rules_type_0_item = rules_type_0_item_data.to_dict()
                rules.append(rules_type_0_item)

        else:
            rules = self.rules

        source_ref: None | str | Unset
        if isinstance(self.source_ref, Unset):
            source_ref = UNSET
        else:
            source_ref = self.source_ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "occurredAt": occurred_at,
                "actorKind": actor_kind,
                "actorId": actor_id,
                "action": action,
                "entityType": entity_type,
                "entityId": entity_id,
                "parent": parent,
                "changedFields": changed_fields,
                "before": before,
                "after": after,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if rules is not UNSET:
            field_dict["rules"] = rules
        if source_ref is not UNSET:
            field_dict["sourceRef"] = source_ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_entry_after_type_0 import AuditEntryAfterType0  # noqa: PLC0415
        from ..models.audit_entry_before_type_0 import AuditEntryBeforeType0  # noqa: PLC0415
        from ..models.audit_entry_parent_type_0 import AuditEntryParentType0  # noqa: PLC0415
        from ..models.audit_entry_rules_type_0_item import AuditEntryRulesType0Item  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        occurred_at = d.pop("occurredAt")

        actor_kind = check_audit_entry_actorkind(d.pop("actorKind"))

        actor_id = d.pop("actorId")

        action = check_audit_entry_action(d.pop("action"))

        entity_type = d.pop("entityType")

        entity_id = d.pop("entityId")

        def _parse_parent(data: object) -> AuditEntryParentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parent_type_0 = AuditEntryParentType0.from_dict(data)

                return parent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryParentType0 | None, data)

        parent = _parse_parent(d.pop("parent"))

        changed_fields = cast(list[str], d.pop("changedFields"))

        def _parse_before(data: object) -> AuditEntryBeforeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                before_type_0 = AuditEntryBeforeType0.from_dict(data)

                return before_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryBeforeType0 | None, data)

        before = _parse_before(d.pop("before"))

        def _parse_after(data: object) -> AuditEntryAfterType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = AuditEntryAfterType0.from_dict(data)

                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryAfterType0 | None, data)

        after = _parse_after(d.pop("after"))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_rules(data: object) -> list[AuditEntryRulesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rules_type_0 = []
                _rules_type_0 = data
                for rules_type_0_item_data in _rules_type_0:
                    rules_type_0_item = AuditEntryRulesType0Item.from_dict(rules_type_0_item_data)

                    rules_type_0.append(rules_type_0_item)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AuditEntryRulesType0Item] | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_source_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_ref = _parse_source_ref(d.pop("sourceRef", UNSET))

        audit_entry = cls(
            id=id,
            organization_id=organization_id,
            occurred_at=occurred_at,
            actor_kind=actor_kind,
            actor_id=actor_id,
            action=action,
            entity_type=entity_type,
            entity_id=entity_id,
            parent=parent,
            changed_fields=changed_fields,
            before=before,
            after=after,
            reason=reason,
            rules=rules,
            source_ref=source_ref,
        )

        return audit_entry

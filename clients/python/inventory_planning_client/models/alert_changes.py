from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.alert_changes_check_level_type_0 import (
    AlertChangesCheckLevelType0,
    check_alert_changes_check_level_type_0,
)
from ..models.alert_changes_frequency_type_0 import AlertChangesFrequencyType0, check_alert_changes_frequency_type_0
from ..models.alert_changes_operator_type_0 import AlertChangesOperatorType0, check_alert_changes_operator_type_0
from ..models.alert_changes_risk_type_type_0 import AlertChangesRiskTypeType0, check_alert_changes_risk_type_type_0
from ..models.alert_changes_tag_operator_type_0 import (
    AlertChangesTagOperatorType0,
    check_alert_changes_tag_operator_type_0,
)
from ..models.alert_changes_trigger_type_type_0 import (
    AlertChangesTriggerTypeType0,
    check_alert_changes_trigger_type_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tag_rule import TagRule


T = TypeVar("T", bound="AlertChanges")


@_attrs_define
class AlertChanges:
    """Body of PATCH /api/alerts/{id} (the organization is the token's): the fields to change (the
    result is checked whole).

        Attributes:
            name (None | str | Unset):
            description (None | str | Unset):
            is_active (bool | None | Unset):
            metric_key (None | str | Unset):
            risk_type (AlertChangesRiskTypeType0 | None | Unset):
            operator (AlertChangesOperatorType0 | None | Unset):
            threshold (float | None | Unset):
            trigger_type (AlertChangesTriggerTypeType0 | None | Unset):
            approach_percentage (float | None | Unset):
            forecast_days (int | None | Unset):
            check_level (AlertChangesCheckLevelType0 | None | Unset):
            stores_ids (list[str] | None | Unset):
            brand_ids (list[str] | None | Unset):
            product_ids (list[str] | None | Unset):
            collections (list[str] | None | Unset):
            frequency (AlertChangesFrequencyType0 | None | Unset):
            mediums (list[Literal['EMAIL']] | None | Unset):
            recipients (list[str] | None | Unset):
            tag_rules (list[TagRule] | None | Unset):
            tag_operator (AlertChangesTagOperatorType0 | None | Unset):
    """

    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    is_active: bool | None | Unset = UNSET
    metric_key: None | str | Unset = UNSET
    risk_type: AlertChangesRiskTypeType0 | None | Unset = UNSET
    operator: AlertChangesOperatorType0 | None | Unset = UNSET
    threshold: float | None | Unset = UNSET
    trigger_type: AlertChangesTriggerTypeType0 | None | Unset = UNSET
    approach_percentage: float | None | Unset = UNSET
    forecast_days: int | None | Unset = UNSET
    check_level: AlertChangesCheckLevelType0 | None | Unset = UNSET
    stores_ids: list[str] | None | Unset = UNSET
    brand_ids: list[str] | None | Unset = UNSET
    product_ids: list[str] | None | Unset = UNSET
    collections: list[str] | None | Unset = UNSET
    frequency: AlertChangesFrequencyType0 | None | Unset = UNSET
    mediums: list[Literal["EMAIL"]] | None | Unset = UNSET
    recipients: list[str] | None | Unset = UNSET
    tag_rules: list[TagRule] | None | Unset = UNSET
    tag_operator: AlertChangesTagOperatorType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        is_active: bool | None | Unset
        if isinstance(self.is_active, Unset):
            is_active = UNSET
        else:
            is_active = self.is_active

        metric_key: None | str | Unset
        if isinstance(self.metric_key, Unset):
            metric_key = UNSET
        else:
            metric_key = self.metric_key

        risk_type: None | str | Unset
        if isinstance(self.risk_type, Unset):
            risk_type = UNSET
        elif isinstance(self.risk_type, str):
            risk_type = self.risk_type
        else:
            risk_type = self.risk_type

        operator: None | str | Unset
        if isinstance(self.operator, Unset):
            operator = UNSET
        elif isinstance(self.operator, str):
            operator = self.operator
        else:
            operator = self.operator

        threshold: float | None | Unset
        if isinstance(self.threshold, Unset):
            threshold = UNSET
        else:
            threshold = self.threshold

        trigger_type: None | str | Unset
        if isinstance(self.trigger_type, Unset):
            trigger_type = UNSET
        elif isinstance(self.trigger_type, str):
            trigger_type = self.trigger_type
        else:
            trigger_type = self.trigger_type

        approach_percentage: float | None | Unset
        if isinstance(self.approach_percentage, Unset):
            approach_percentage = UNSET
        else:
            approach_percentage = self.approach_percentage

        forecast_days: int | None | Unset
        if isinstance(self.forecast_days, Unset):
            forecast_days = UNSET
        else:
            forecast_days = self.forecast_days

        check_level: None | str | Unset
        if isinstance(self.check_level, Unset):
            check_level = UNSET
        elif isinstance(self.check_level, str):
            check_level = self.check_level
        else:
            check_level = self.check_level

        stores_ids: list[str] | None | Unset
        if isinstance(self.stores_ids, Unset):
            stores_ids = UNSET
        elif isinstance(self.stores_ids, list):
            stores_ids = self.stores_ids

        else:
            stores_ids = self.stores_ids

        brand_ids: list[str] | None | Unset
        if isinstance(self.brand_ids, Unset):
            brand_ids = UNSET
        elif isinstance(self.brand_ids, list):
            brand_ids = self.brand_ids

        else:
            brand_ids = self.brand_ids

        product_ids: list[str] | None | Unset
        if isinstance(self.product_ids, Unset):
            product_ids = UNSET
        elif isinstance(self.product_ids, list):
            product_ids = self.product_ids

        else:
            product_ids = self.product_ids

        collections: list[str] | None | Unset
        if isinstance(self.collections, Unset):
            collections = UNSET
        elif isinstance(self.collections, list):
            collections = self.collections

        else:
            collections = self.collections

        frequency: None | str | Unset
        if isinstance(self.frequency, Unset):
            frequency = UNSET
        elif isinstance(self.frequency, str):
            frequency = self.frequency
        else:
            frequency = self.frequency

        mediums: list[Literal["EMAIL"]] | None | Unset
        if isinstance(self.mediums, Unset):
            mediums = UNSET
        elif isinstance(self.mediums, list):
            mediums = self.mediums

        else:
            mediums = self.mediums

        recipients: list[str] | None | Unset
        if isinstance(self.recipients, Unset):
            recipients = UNSET
        elif isinstance(self.recipients, list):
            recipients = self.recipients

        else:
            recipients = self.recipients

        tag_rules: list[dict[str, Any]] | None | Unset
        if isinstance(self.tag_rules, Unset):
            tag_rules = UNSET
        elif isinstance(self.tag_rules, list):
            tag_rules = []
            for tag_rules_type_0_item_data in self.tag_rules:
                tag_rules_type_0_item = tag_rules_type_0_item_data.to_dict()
                tag_rules.append(tag_rules_type_0_item)

        else:
            tag_rules = self.tag_rules

        tag_operator: None | str | Unset
        if isinstance(self.tag_operator, Unset):
            tag_operator = UNSET
        elif isinstance(self.tag_operator, str):
            tag_operator = self.tag_operator
        else:
            tag_operator = self.tag_operator

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if is_active is not UNSET:
            field_dict["isActive"] = is_active
        if metric_key is not UNSET:
            field_dict["metricKey"] = metric_key
        if risk_type is not UNSET:
            field_dict["riskType"] = risk_type
        if operator is not UNSET:
            field_dict["operator"] = operator
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if trigger_type is not UNSET:
            field_dict["triggerType"] = trigger_type
        if approach_percentage is not UNSET:
            field_dict["approachPercentage"] = approach_percentage
        if forecast_days is not UNSET:
            field_dict["forecastDays"] = forecast_days
        if check_level is not UNSET:
            field_dict["checkLevel"] = check_level
        if stores_ids is not UNSET:
            field_dict["storesIds"] = stores_ids
        if brand_ids is not UNSET:
            field_dict["brandIds"] = brand_ids
        if product_ids is not UNSET:
            field_dict["productIds"] = product_ids
        if collections is not UNSET:
            field_dict["collections"] = collections
        if frequency is not UNSET:
            field_dict["frequency"] = frequency
        if mediums is not UNSET:
            field_dict["mediums"] = mediums
        if recipients is not UNSET:
            field_dict["recipients"] = recipients
        if tag_rules is not UNSET:
            field_dict["tagRules"] = tag_rules
        if tag_operator is not UNSET:
            field_dict["tagOperator"] = tag_operator

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tag_rule import TagRule  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_is_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_active = _parse_is_active(d.pop("isActive", UNSET))

        def _parse_metric_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        metric_key = _parse_metric_key(d.pop("metricKey", UNSET))

        def _parse_risk_type(data: object) -> AlertChangesRiskTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_type_type_0 = check_alert_changes_risk_type_type_0(data)

                return risk_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertChangesRiskTypeType0 | None | Unset, data)

        risk_type = _parse_risk_type(d.pop("riskType", UNSET))

        def _parse_operator(data: object) -> AlertChangesOperatorType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                operator_type_0 = check_alert_changes_operator_type_0(data)

                return operator_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertChangesOperatorType0 | None | Unset, data)

        operator = _parse_operator(d.pop("operator", UNSET))

        def _parse_threshold(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        threshold = _parse_threshold(d.pop("threshold", UNSET))

        def _parse_trigger_type(data: object) -> AlertChangesTriggerTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trigger_type_type_0 = check_alert_changes_trigger_type_type_0(data)

                return trigger_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertChangesTriggerTypeType0 | None | Unset, data)

        trigger_type = _parse_trigger_type(d.pop("triggerType", UNSET))

        def _parse_approach_percentage(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        approach_percentage = _parse_approach_percentage(d.pop("approachPercentage", UNSET))

        def _parse_forecast_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        forecast_days = _parse_forecast_days(d.pop("forecastDays", UNSET))

        def _parse_check_level(data: object) -> AlertChangesCheckLevelType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                check_level_type_0 = check_alert_changes_check_level_type_0(data)

                return check_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertChangesCheckLevelType0 | None | Unset, data)

        check_level = _parse_check_level(d.pop("checkLevel", UNSET))

        def _parse_stores_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stores_ids_type_0 = cast(list[str], data)

                return stores_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        stores_ids = _parse_stores_ids(d.pop("storesIds", UNSET))

        def _parse_brand_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                brand_ids_type_0 = cast(list[str], data)

                return brand_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        brand_ids = _parse_brand_ids(d.pop("brandIds", UNSET))

        def _parse_product_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                product_ids_type_0 = cast(list[str], data)

                return product_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        product_ids = _parse_product_ids(d.pop("productIds", UNSET))

        def _parse_collections(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                collections_type_0 = cast(list[str], data)

                return collections_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        collections = _parse_collections(d.pop("collections", UNSET))

        def _parse_frequency(data: object) -> AlertChangesFrequencyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frequency_type_0 = check_alert_changes_frequency_type_0(data)

                return frequency_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertChangesFrequencyType0 | None | Unset, data)

        frequency = _parse_frequency(d.pop("frequency", UNSET))

        def _parse_mediums(data: object) -> list[Literal["EMAIL"]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                mediums_type_0 = []
                _mediums_type_0 = data
                for mediums_type_0_item_data in _mediums_type_0:
                    mediums_type_0_item = cast(Literal["EMAIL"], mediums_type_0_item_data)
                    if mediums_type_0_item != "EMAIL":
                        raise ValueError(f"mediums_type_0_item must match const 'EMAIL', got '{mediums_type_0_item}'")
                    mediums_type_0.append(mediums_type_0_item)

                return mediums_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Literal["EMAIL"]] | None | Unset, data)

        mediums = _parse_mediums(d.pop("mediums", UNSET))

        def _parse_recipients(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                recipients_type_0 = cast(list[str], data)

                return recipients_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        recipients = _parse_recipients(d.pop("recipients", UNSET))

        def _parse_tag_rules(data: object) -> list[TagRule] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tag_rules_type_0 = []
                _tag_rules_type_0 = data
                for tag_rules_type_0_item_data in _tag_rules_type_0:
                    tag_rules_type_0_item = TagRule.from_dict(tag_rules_type_0_item_data)

                    tag_rules_type_0.append(tag_rules_type_0_item)

                return tag_rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TagRule] | None | Unset, data)

        tag_rules = _parse_tag_rules(d.pop("tagRules", UNSET))

        def _parse_tag_operator(data: object) -> AlertChangesTagOperatorType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tag_operator_type_0 = check_alert_changes_tag_operator_type_0(data)

                return tag_operator_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertChangesTagOperatorType0 | None | Unset, data)

        tag_operator = _parse_tag_operator(d.pop("tagOperator", UNSET))

        alert_changes = cls(
            name=name,
            description=description,
            is_active=is_active,
            metric_key=metric_key,
            risk_type=risk_type,
            operator=operator,
            threshold=threshold,
            trigger_type=trigger_type,
            approach_percentage=approach_percentage,
            forecast_days=forecast_days,
            check_level=check_level,
            stores_ids=stores_ids,
            brand_ids=brand_ids,
            product_ids=product_ids,
            collections=collections,
            frequency=frequency,
            mediums=mediums,
            recipients=recipients,
            tag_rules=tag_rules,
            tag_operator=tag_operator,
        )

        return alert_changes

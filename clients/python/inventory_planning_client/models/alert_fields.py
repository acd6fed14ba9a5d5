from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.alert_fields_checklevel import AlertFieldsChecklevel, check_alert_fields_checklevel
from ..models.alert_fields_frequency import AlertFieldsFrequency, check_alert_fields_frequency
from ..models.alert_fields_operator_type_0 import AlertFieldsOperatorType0, check_alert_fields_operator_type_0
from ..models.alert_fields_risk_type_type_0 import AlertFieldsRiskTypeType0, check_alert_fields_risk_type_type_0
from ..models.alert_fields_tagoperator import AlertFieldsTagoperator, check_alert_fields_tagoperator
from ..models.alert_fields_triggertype import AlertFieldsTriggertype, check_alert_fields_triggertype
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tag_rule import TagRule


T = TypeVar("T", bound="AlertFields")


@_attrs_define
class AlertFields:
    """What an alert watches, where, when it fires and who hears of it (docs/data-platform.md "Alerts").

    Attributes:
        name (str):
        description (None | str | Unset):
        is_active (bool | Unset):  Default: True.
        metric_key (None | str | Unset): a metric of the catalogue (or riskType)
        risk_type (AlertFieldsRiskTypeType0 | None | Unset): its score in [0, 1]
        operator (AlertFieldsOperatorType0 | None | Unset): required with metricKey or riskType; none for a tag alert
        threshold (float | None | Unset): in the metric's unit; required as operator
        trigger_type (AlertFieldsTriggertype | Unset):  Default: 'THRESHOLD_REACHED'.
        approach_percentage (float | None | Unset): THRESHOLD_APPROACHING: how near, in %
        forecast_days (int | None | Unset): FORECASTED_THRESHOLD: days ahead
        check_level (AlertFieldsChecklevel | Unset):  Default: 'VARIANT'.
        stores_ids (list[str] | Unset): shops (empty: every shop)
        brand_ids (list[str] | Unset):
        product_ids (list[str] | Unset):
        collections (list[str] | Unset): collection ids
        frequency (AlertFieldsFrequency | Unset):  Default: 'DAILY'.
        mediums (list[Literal['EMAIL']] | Unset):
        recipients (list[str] | Unset):
        tag_rules (list[TagRule] | Unset): 0..20 rules on the tags of each group's entity (checkLevel PRODUCT, VARIANT,
            BRAND or INVENTORY_ITEM); without metricKey and riskType the alert's groups are the entities the rules select
        tag_operator (AlertFieldsTagoperator | Unset): how the tag rules combine Default: 'AND'.
    """

    name: str
    description: None | str | Unset = UNSET
    is_active: bool | Unset = True
    metric_key: None | str | Unset = UNSET
    risk_type: AlertFieldsRiskTypeType0 | None | Unset = UNSET
    operator: AlertFieldsOperatorType0 | None | Unset = UNSET
    threshold: float | None | Unset = UNSET
    trigger_type: AlertFieldsTriggertype | Unset = "THRESHOLD_REACHED"
    approach_percentage: float | None | Unset = UNSET
    forecast_days: int | None | Unset = UNSET
    check_level: AlertFieldsChecklevel | Unset = "VARIANT"
    stores_ids: list[str] | Unset = UNSET
    brand_ids: list[str] | Unset = UNSET
    product_ids: list[str] | Unset = UNSET
    collections: list[str] | Unset = UNSET
    frequency: AlertFieldsFrequency | Unset = "DAILY"
    mediums: list[Literal["EMAIL"]] | Unset = UNSET
    recipients: list[str] | Unset = UNSET
    tag_rules: list[TagRule] | Unset = UNSET
    tag_operator: AlertFieldsTagoperator | Unset = "AND"

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

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

        trigger_type: str | Unset = UNSET
        if not isinstance(self.trigger_type, Unset):
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

        check_level: str | Unset = UNSET
        if not isinstance(self.check_level, Unset):
            check_level = self.check_level

        stores_ids: list[str] | Unset = UNSET
        if not isinstance(self.stores_ids, Unset):
            stores_ids = self.stores_ids

        brand_ids: list[str] | Unset = UNSET
        if not isinstance(self.brand_ids, Unset):
            brand_ids = self.brand_ids

        product_ids: list[str] | Unset = UNSET
        if not isinstance(self.product_ids, Unset):
            product_ids = self.product_ids

        collections: list[str] | Unset = UNSET
        if not isinstance(self.collections, Unset):
            collections = self.collections

        frequency: str | Unset = UNSET
        if not isinstance(self.frequency, Unset):
            frequency = self.frequency

        mediums: list[Literal["EMAIL"]] | Unset = UNSET
        if not isinstance(self.mediums, Unset):
            mediums = self.mediums

        recipients: list[str] | Unset = UNSET
        if not isinstance(self.recipients, Unset):
            recipients = self.recipients

        tag_rules: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tag_rules, Unset):
            tag_rules = []
            for tag_rules_item_data in self.tag_rules:
                tag_rules_item = tag_rules_item_data.to_dict()
                tag_rules.append(tag_rules_item)

        tag_operator: str | Unset = UNSET
        if not isinstance(self.tag_operator, Unset):
            tag_operator = self.tag_operator

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
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
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        is_active = d.pop("isActive", UNSET)

        def _parse_metric_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        metric_key = _parse_metric_key(d.pop("metricKey", UNSET))

        def _parse_risk_type(data: object) -> AlertFieldsRiskTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_type_type_0 = check_alert_fields_risk_type_type_0(data)

                return risk_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertFieldsRiskTypeType0 | None | Unset, data)

        risk_type = _parse_risk_type(d.pop("riskType", UNSET))

        def _parse_operator(data: object) -> AlertFieldsOperatorType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                operator_type_0 = check_alert_fields_operator_type_0(data)

                return operator_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlertFieldsOperatorType0 | None | Unset, data)

        operator = _parse_operator(d.pop("operator", UNSET))

        def _parse_threshold(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        threshold = _parse_threshold(d.pop("threshold", UNSET))

        _trigger_type = d.pop("triggerType", UNSET)
        trigger_type: AlertFieldsTriggertype | Unset
        if isinstance(_trigger_type, Unset):
            trigger_type = UNSET
        else:
            trigger_type = check_alert_fields_triggertype(_trigger_type)

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

        _check_level = d.pop("checkLevel", UNSET)
        check_level: AlertFieldsChecklevel | Unset
        if isinstance(_check_level, Unset):
            check_level = UNSET
        else:
            check_level = check_alert_fields_checklevel(_check_level)

        stores_ids = cast(list[str], d.pop("storesIds", UNSET))

        brand_ids = cast(list[str], d.pop("brandIds", UNSET))

        product_ids = cast(list[str], d.pop("productIds", UNSET))

        collections = cast(list[str], d.pop("collections", UNSET))

        _frequency = d.pop("frequency", UNSET)
        frequency: AlertFieldsFrequency | Unset
        if isinstance(_frequency, Unset):
            frequency = UNSET
        else:
            frequency = check_alert_fields_frequency(_frequency)

        _mediums = d.pop("mediums", UNSET)
        mediums: list[Literal["EMAIL"]] | Unset = UNSET
        if _mediums is not UNSET:
            mediums = []
            for mediums_item_data in _mediums:
                mediums_item = cast(Literal["EMAIL"], mediums_item_data)
                if mediums_item != "EMAIL":
                    raise ValueError(f"mediums_item must match const 'EMAIL', got '{mediums_item}'")
                mediums.append(mediums_item)

        recipients = cast(list[str], d.pop("recipients", UNSET))

        _tag_rules = d.pop("tagRules", UNSET)
        tag_rules: list[TagRule] | Unset = UNSET
        if _tag_rules is not UNSET:
            tag_rules = []
            for tag_rules_item_data in _tag_rules:
                tag_rules_item = TagRule.from_dict(tag_rules_item_data)

                tag_rules.append(tag_rules_item)

        _tag_operator = d.pop("tagOperator", UNSET)
        tag_operator: AlertFieldsTagoperator | Unset
        if isinstance(_tag_operator, Unset):
            tag_operator = UNSET
        else:
            tag_operator = check_alert_fields_tagoperator(_tag_operator)

        alert_fields = cls(
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

        return alert_fields

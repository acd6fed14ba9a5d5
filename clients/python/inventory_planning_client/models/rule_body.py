from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rule_body_category import RuleBodyCategory, check_rule_body_category
from ..models.rule_body_check_level_type_0 import RuleBodyCheckLevelType0, check_rule_body_check_level_type_0
from ..models.rule_body_enforcement import RuleBodyEnforcement, check_rule_body_enforcement
from ..models.rule_body_hooks_item import RuleBodyHooksItem, check_rule_body_hooks_item
from ..models.rule_body_plan_types_item import RuleBodyPlanTypesItem, check_rule_body_plan_types_item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brand_not_restricted import BrandNotRestricted
    from ..models.budget_envelope_cap import BudgetEnvelopeCap
    from ..models.exchange_value_tolerance import ExchangeValueTolerance
    from ..models.markdown_in_active_window import MarkdownInActiveWindow
    from ..models.markdown_window_max_discount import MarkdownWindowMaxDiscount
    from ..models.markdown_window_max_markdowns_per_item import MarkdownWindowMaxMarkdownsPerItem
    from ..models.markdown_window_min_margin import MarkdownWindowMinMargin
    from ..models.max_discount_percent import MaxDiscountPercent
    from ..models.max_items_per_shop import MaxItemsPerShop
    from ..models.max_plan_quantity import MaxPlanQuantity
    from ..models.max_plan_value import MaxPlanValue
    from ..models.max_plan_value_per_brand import MaxPlanValuePerBrand
    from ..models.max_quantity_per_variant import MaxQuantityPerVariant
    from ..models.min_margin_after_discount_percent import MinMarginAfterDiscountPercent
    from ..models.min_order_quantity import MinOrderQuantity
    from ..models.pack_multiple import PackMultiple
    from ..models.restocking_fee import RestockingFee
    from ..models.return_reason_required import ReturnReasonRequired
    from ..models.return_window import ReturnWindow
    from ..models.rule_scope import RuleScope
    from ..models.size_curve_deviation import SizeCurveDeviation
    from ..models.supplier_consistency import SupplierConsistency
    from ..models.supplier_not_blacklisted import SupplierNotBlacklisted


T = TypeVar("T", bound="RuleBody")


@_attrs_define
class RuleBody:
    """Body of POST /api/business-logic-rulesets/{id}/rules and PUT .../rules/{ruleId}: a Rule
    (docs/business-rules.md) whose ``id`` the server assigns (POST) or takes from the path (PUT).

    A client-chosen id (e.g. ``MIN_MARKDOWN_RATE``) is 1..255 letters, digits and ``_ . : -``, so it
    can be used in a path.

        Attributes:
            name (str):
            category (RuleBodyCategory):
            enforcement (RuleBodyEnforcement):
            condition (BrandNotRestricted | BudgetEnvelopeCap | ExchangeValueTolerance | MarkdownInActiveWindow |
                MarkdownWindowMaxDiscount | MarkdownWindowMaxMarkdownsPerItem | MarkdownWindowMinMargin | MaxDiscountPercent |
                MaxItemsPerShop | MaxPlanQuantity | MaxPlanValue | MaxPlanValuePerBrand | MaxQuantityPerVariant |
                MinMarginAfterDiscountPercent | MinOrderQuantity | PackMultiple | RestockingFee | ReturnReasonRequired |
                ReturnWindow | SizeCurveDeviation | SupplierConsistency | SupplierNotBlacklisted):
            hooks (list[RuleBodyHooksItem]):
            message (str):
            id (None | str | Unset):
            check_level (None | RuleBodyCheckLevelType0 | Unset):
            scope (RuleScope | Unset): Where a rule applies: ``{shopIds, brandIds, supplierIds, productIds, variantIds,
                collections, taxonomies}``.

                Each dimension is a list of at most 200 ids; an empty dimension means all. A line is in scope when, for every
                non-empty dimension, its value is listed (``collections`` matches ``collectionId``; ``taxonomies``
                matches any of ``taxonomyIds``). A line without a value for a non-empty dimension (e.g. no
                ``brandId`` while ``brandIds`` is set) is out of scope.
            plan_types (list[RuleBodyPlanTypesItem] | Unset):
            priority (int | Unset):  Default: 100.
            is_active (bool | Unset):  Default: True.
    """

    name: str
    category: RuleBodyCategory
    enforcement: RuleBodyEnforcement
    condition: (
        BrandNotRestricted
        | BudgetEnvelopeCap
        | ExchangeValueTolerance
        | MarkdownInActiveWindow
        | MarkdownWindowMaxDiscount
        | MarkdownWindowMaxMarkdownsPerItem
        | MarkdownWindowMinMargin
        | MaxDiscountPercent
        | MaxItemsPerShop
        | MaxPlanQuantity
        | MaxPlanValue
        | MaxPlanValuePerBrand
        | MaxQuantityPerVariant
        | MinMarginAfterDiscountPercent
        | MinOrderQuantity
        | PackMultiple
        | RestockingFee
        | ReturnReasonRequired
        | ReturnWindow
        | SizeCurveDeviation
        | SupplierConsistency
        | SupplierNotBlacklisted
    )
    hooks: list[RuleBodyHooksItem]
    message: str
    id: None | str | Unset = UNSET
    check_level: None | RuleBodyCheckLevelType0 | Unset = UNSET
    scope: RuleScope | Unset = UNSET
    plan_types: list[RuleBodyPlanTypesItem] | Unset = UNSET
    priority: int | Unset = 100
    is_active: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        from ..models.brand_not_restricted import BrandNotRestricted  # noqa: PLC0415
        from ..models.budget_envelope_cap import BudgetEnvelopeCap  # noqa: PLC0415
        from ..models.exchange_value_tolerance import ExchangeValueTolerance  # noqa: PLC0415
        from ..models.markdown_in_active_window import MarkdownInActiveWindow  # noqa: PLC0415
        from ..models.markdown_window_max_discount import MarkdownWindowMaxDiscount  # noqa: PLC0415
        from ..models.markdown_window_max_markdowns_per_item import MarkdownWindowMaxMarkdownsPerItem  # noqa: PLC0415
        from ..models.markdown_window_min_margin import MarkdownWindowMinMargin  # noqa: PLC0415
        from ..models.max_discount_percent import MaxDiscountPercent  # noqa: PLC0415
        from ..models.max_items_per_shop import MaxItemsPerShop  # noqa: PLC0415
        from ..models.max_plan_quantity import MaxPlanQuantity  # noqa: PLC0415
        from ..models.max_plan_value import MaxPlanValue  # noqa: PLC0415
        from ..models.max_plan_value_per_brand import MaxPlanValuePerBrand  # noqa: PLC0415
        from ..models.max_quantity_per_variant import MaxQuantityPerVariant  # noqa: PLC0415
        from ..models.min_margin_after_discount_percent import MinMarginAfterDiscountPercent  # noqa: PLC0415
        from ..models.min_order_quantity import MinOrderQuantity  # noqa: PLC0415
        from ..models.pack_multiple import PackMultiple  # noqa: PLC0415
        from ..models.restocking_fee import RestockingFee  # noqa: PLC0415
        from ..models.return_reason_required import ReturnReasonRequired  # noqa: PLC0415
        from ..models.return_window import ReturnWindow  # noqa: PLC0415
        from ..models.supplier_consistency import SupplierConsistency  # noqa: PLC0415
        from ..models.supplier_not_blacklisted import SupplierNotBlacklisted  # noqa: PLC0415

        name = self.name

        category: str = self.category

        enforcement: str = self.enforcement

        condition: dict[str, Any]
        if isinstance(self.condition, MaxPlanValue):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MaxPlanQuantity):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MaxItemsPerShop):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MaxQuantityPerVariant):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MaxPlanValuePerBrand):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MinOrderQuantity):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, PackMultiple):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MaxDiscountPercent):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MinMarginAfterDiscountPercent):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, BudgetEnvelopeCap):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, SupplierNotBlacklisted):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, BrandNotRestricted):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, ReturnWindow):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, ReturnReasonRequired):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, RestockingFee):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, SupplierConsistency):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, ExchangeValueTolerance):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MarkdownInActiveWindow):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MarkdownWindowMaxDiscount):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MarkdownWindowMinMargin):
            condition = self.condition.to_dict()
        elif isinstance(self.condition, MarkdownWindowMaxMarkdownsPerItem):
            condition = self.condition.to_dict()
        else:
            condition = self.condition.to_dict()

        hooks = []
        for hooks_item_data in self.hooks:
            hooks_item: str = hooks_item_data
            hooks.append(hooks_item)

        message = self.message

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        check_level: None | str | Unset
        if isinstance(self.check_level, Unset):
            check_level = UNSET
        elif isinstance(self.check_level, str):
            check_level = self.check_level
        else:
            check_level = self.check_level

        scope: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.to_dict()

        plan_types: list[str] | Unset = UNSET
        if not isinstance(self.plan_types, Unset):
            plan_types = []
            for plan_types_item_data in self.plan_types:
                plan_types_item: str = plan_types_item_data
                plan_types.append(plan_types_item)

        priority = self.priority

        is_active = self.is_active

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "category": category,
                "enforcement": enforcement,
                "condition": condition,
                "hooks": hooks,
                "message": message,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if check_level is not UNSET:
            field_dict["checkLevel"] = check_level
        if scope is not UNSET:
            field_dict["scope"] = scope
        if plan_types is not UNSET:
            field_dict["planTypes"] = plan_types
        if priority is not UNSET:
            field_dict["priority"] = priority
        if is_active is not UNSET:
            field_dict["isActive"] = is_active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.brand_not_restricted import BrandNotRestricted  # noqa: PLC0415
        from ..models.budget_envelope_cap import BudgetEnvelopeCap  # noqa: PLC0415
        from ..models.exchange_value_tolerance import ExchangeValueTolerance  # noqa: PLC0415
        from ..models.markdown_in_active_window import MarkdownInActiveWindow  # noqa: PLC0415
        from ..models.markdown_window_max_discount import MarkdownWindowMaxDiscount  # noqa: PLC0415
        from ..models.markdown_window_max_markdowns_per_item import MarkdownWindowMaxMarkdownsPerItem  # noqa: PLC0415
        from ..models.markdown_window_min_margin import MarkdownWindowMinMargin  # noqa: PLC0415
        from ..models.max_discount_percent import MaxDiscountPercent  # noqa: PLC0415
        from ..models.max_items_per_shop import MaxItemsPerShop  # noqa: PLC0415
        from ..models.max_plan_quantity import MaxPlanQuantity  # noqa: PLC0415
        from ..models.max_plan_value import MaxPlanValue  # noqa: PLC0415
        from ..models.max_plan_value_per_brand import MaxPlanValuePerBrand  # noqa: PLC0415
        from ..models.max_quantity_per_variant import MaxQuantityPerVariant  # noqa: PLC0415
        from ..models.min_margin_after_discount_percent import MinMarginAfterDiscountPercent  # noqa: PLC0415
        from ..models.min_order_quantity import MinOrderQuantity  # noqa: PLC0415
        from ..models.pack_multiple import PackMultiple  # noqa: PLC0415
        from ..models.restocking_fee import RestockingFee  # noqa: PLC0415
        from ..models.return_reason_required import ReturnReasonRequired  # noqa: PLC0415
        from ..models.return_window import ReturnWindow  # noqa: PLC0415
        from ..models.rule_scope import RuleScope  # noqa: PLC0415
        from ..models.size_curve_deviation import SizeCurveDeviation  # noqa: PLC0415
        from ..models.supplier_consistency import SupplierConsistency  # noqa: PLC0415
        from ..models.supplier_not_blacklisted import SupplierNotBlacklisted  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        category = check_rule_body_category(d.pop("category"))

        enforcement = check_rule_body_enforcement(d.pop("enforcement"))

        def _parse_condition(
            data: object,
        ) -> (
            BrandNotRestricted
            | BudgetEnvelopeCap
            | ExchangeValueTolerance
            | MarkdownInActiveWindow
            | MarkdownWindowMaxDiscount
            | MarkdownWindowMaxMarkdownsPerItem
            | MarkdownWindowMinMargin
            | MaxDiscountPercent
            | MaxItemsPerShop
            | MaxPlanQuantity
            | MaxPlanValue
            | MaxPlanValuePerBrand
            | MaxQuantityPerVariant
            | MinMarginAfterDiscountPercent
            | MinOrderQuantity
            | PackMultiple
            | RestockingFee
            | ReturnReasonRequired
            | ReturnWindow
            | SizeCurveDeviation
            | SupplierConsistency
            | SupplierNotBlacklisted
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_0 = MaxPlanValue.from_dict(data)

                return condition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_1 = MaxPlanQuantity.from_dict(data)

                return condition_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_2 = MaxItemsPerShop.from_dict(data)

                return condition_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_3 = MaxQuantityPerVariant.from_dict(data)

                return condition_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_4 = MaxPlanValuePerBrand.from_dict(data)

                return condition_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_5 = MinOrderQuantity.from_dict(data)

                return condition_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_6 = PackMultiple.from_dict(data)

                return condition_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_7 = MaxDiscountPercent.from_dict(data)

                return condition_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_8 = MinMarginAfterDiscountPercent.from_dict(data)

                return condition_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_9 = BudgetEnvelopeCap.from_dict(data)

                return condition_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_10 = SupplierNotBlacklisted.from_dict(data)

                return condition_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_11 = BrandNotRestricted.from_dict(data)

                return condition_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_12 = ReturnWindow.from_dict(data)

                return condition_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_13 = ReturnReasonRequired.from_dict(data)

                return condition_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_14 = RestockingFee.from_dict(data)

                return condition_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_15 = SupplierConsistency.from_dict(data)

                return condition_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_16 = ExchangeValueTolerance.from_dict(data)

                return condition_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_17 = MarkdownInActiveWindow.from_dict(data)

                return condition_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_18 = MarkdownWindowMaxDiscount.from_dict(data)

                return condition_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_19 = MarkdownWindowMinMargin.from_dict(data)

                return condition_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                condition_type_20 = MarkdownWindowMaxMarkdownsPerItem.from_dict(data)

                return condition_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            condition_type_21 = SizeCurveDeviation.from_dict(data)

            return condition_type_21

        condition = _parse_condition(d.pop("condition"))

        hooks = []
        _hooks = d.pop("hooks")
        for hooks_item_data in _hooks:
            hooks_item = check_rule_body_hooks_item(hooks_item_data)

            hooks.append(hooks_item)

        message = d.pop("message")

        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_check_level(data: object) -> None | RuleBodyCheckLevelType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                check_level_type_0 = check_rule_body_check_level_type_0(data)

                return check_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RuleBodyCheckLevelType0 | Unset, data)

        check_level = _parse_check_level(d.pop("checkLevel", UNSET))

        _scope = d.pop("scope", UNSET)
        scope: RuleScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = RuleScope.from_dict(_scope)

        _plan_types = d.pop("planTypes", UNSET)
        plan_types: list[RuleBodyPlanTypesItem] | Unset = UNSET
        if _plan_types is not UNSET:
            plan_types = []
            for plan_types_item_data in _plan_types:
                plan_types_item = check_rule_body_plan_types_item(plan_types_item_data)

                plan_types.append(plan_types_item)

        priority = d.pop("priority", UNSET)

        is_active = d.pop("isActive", UNSET)

        rule_body = cls(
            name=name,
            category=category,
            enforcement=enforcement,
            condition=condition,
            hooks=hooks,
            message=message,
            id=id,
            check_level=check_level,
            scope=scope,
            plan_types=plan_types,
            priority=priority,
            is_active=is_active,
        )

        return rule_body

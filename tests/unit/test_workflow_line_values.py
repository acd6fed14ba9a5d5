"""The figures of the workflow plan nodes' lines (domain.workflows.line_values; docs/automation.md
"Plan nodes"), each against numbers worked by hand."""

import pytest
from inventory_planning.domain.workflows import line_values as lv
from inventory_planning.domain.workflows.configs.items import AddItemsToPlanConfig
from inventory_planning.domain.workflows.configs.plans import CreateOrGetPlanConfig


def test_fill_to_target_adds_only_the_delta():
    assert lv.fill_to_target(10, 3, 2) == 5  # 10 - 3 on hand - 2 on order
    assert lv.fill_to_target(10, 3.5, 0) == 7  # ceil(6.5): whole pieces, never short of the target
    assert lv.fill_to_target(10, 8, 4) == 0  # 8 + 4 = 12 already reach 10: nothing
    assert lv.fill_to_target(4, -2, 0) == 4  # a negative on hand counts 0


def test_return_pieces_never_exceed_the_whole_pieces_held():
    assert lv.return_pieces("onHand", None, 5) == 5
    assert lv.return_pieces("fixed", 4, 3) == 3  # at most what the shop holds
    assert lv.return_pieces("fixed", 2, 7) == 2
    assert lv.return_pieces("onHand", None, 2.6) == 2  # whole pieces only
    assert lv.return_pieces("onHand", None, -3) == 0 and lv.return_pieces("fixed", 4, -1) == 0  # negative on hand: none


def test_recommended_pieces_and_transfers():
    assert lv.recommended_pieces({"S": 2, "M": 5}, "M") == 5
    assert lv.recommended_pieces({"S": 2}, "L") == 0 and lv.recommended_pieces(None, "S") == 0
    moves = [
        {"destinationShopId": "b", "sizeId": "M", "quantity": 3},
        {"destinationShopId": "b", "sizeId": "M", "quantity": 2},
        {"destinationShopId": "c", "sizeId": "M", "quantity": 7},
        {"destinationShopId": "b", "sizeId": "L", "quantity": 1},
    ]
    assert lv.transfer_pieces(moves, "b", "M") == 5  # 3 + 2 to b in M; c's 7 and b's L are other lines
    assert lv.transfer_pieces(None, "b", "M") == 0


def test_discount_ceiling_keeps_the_margin_floor():
    # cost 40, price 150, floor 50%: 100 x (1 - 40 x 1.5 / 150) = 60, under the 70 maximum
    assert lv.discount_ceiling(70, 50, 40, 150) == 60.0
    # floor 0: 100 x (1 - 40 / 150) = 73.333333, above 70: the maximum holds
    assert lv.discount_ceiling(70, 0, 40, 150) == 70.0
    # cost 90, price 100, floor 20%: 100 x (1 - 108 / 100) < 0: no discount at all
    assert lv.discount_ceiling(70, 20, 90, 100) == 0.0
    assert lv.discount_ceiling(70, 50, None, 150) == 70.0  # no cost: the maximum only


def test_score_and_recommended_discounts():
    assert lv.score_discount(70, 0.5) == 35.0  # round(70 x 0.5)
    assert lv.score_discount(70, 0.333) == 23.0  # round(23.31)
    assert lv.score_discount(70, None) is None
    assert lv.recommended_discount(65, 15, 60) == (60.0, False)  # 65 capped at 60
    assert lv.recommended_discount(None, 15, 60) == (15.0, True)  # no recommendation: the fallback
    assert lv.recommended_discount(0, 15, 10) == (10.0, True)  # a 0 recommendation: the fallback, capped


def test_a_node_config_needs_the_strategy_of_its_plan_type():
    base = {"sourcePlanNodeId": "plan"}
    with pytest.raises(ValueError, match="RESTOCK node needs its quantity"):
        AddItemsToPlanConfig.model_validate({**base, "planType": "RESTOCK"})
    with pytest.raises(ValueError, match="SUPPLIER_RETURN node needs its quantity"):
        AddItemsToPlanConfig.model_validate({**base, "planType": "SUPPLIER_RETURN"})
    with pytest.raises(ValueError, match="does not fill SUPPLIER_EXCHANGE plans: the RETURN and RECEIVE"):
        AddItemsToPlanConfig.model_validate({**base, "planType": "SUPPLIER_EXCHANGE"})
    with pytest.raises(ValueError, match="planType must be one of RESTOCK, MARKDOWN, REBALANCE, SUPPLIER_RETURN, PRE_SEASON"):
        AddItemsToPlanConfig.model_validate({**base, "planType": "PLANOGRAM"})
    with pytest.raises(ValueError, match="fillToTarget needs a target"):
        AddItemsToPlanConfig.model_validate({**base, "planType": "RESTOCK", "quantity": {"strategy": "fillToTarget"}})
    with pytest.raises(ValueError, match="less than or equal to 5000"):
        AddItemsToPlanConfig.model_validate(
            {**base, "planType": "REBALANCE", "matching": {"strategy": "scoreDriven"}, "maxItems": 5001}
        )
    config = AddItemsToPlanConfig.model_validate({**base, "planType": "MARKDOWN", "discount": {"strategy": "recommended"}})
    assert (config.maxItems, config.discount.fallbackPercent, config.discount.maxDiscountPct, config.discount.marginFloorPct) == (
        500, 15, 70, 0,
    )  # fmt: skip


def test_create_or_get_plan_makes_the_supplier_and_pre_season_types():
    supplier = {"kind": "fromTrigger"}
    made = CreateOrGetPlanConfig.model_validate(
        {"planType": "SUPPLIER_RETURN", "name": "x", "supplierSource": supplier, "sourceShopId": "s", "reason": "r"}
    )
    assert made.supplierSource is not None and made.supplierSource.kind == "fromTrigger"
    CreateOrGetPlanConfig.model_validate(
        {"planType": "SUPPLIER_EXCHANGE", "name": "x", "supplierSource": {"kind": "static", "value": "sup"},
         "destinationShopId": "d", "deadline": {"kind": "relative", "offsetDays": 3}}
    )  # fmt: skip
    CreateOrGetPlanConfig.model_validate(
        {"planType": "PRE_SEASON", "name": "x", "season": "AW27", "sellingStartDate": "{{trigger.start}}",
         "sellingEndDate": "2027-01-01"}
    )  # fmt: skip
    with pytest.raises(ValueError, match="needs supplierSource"):
        CreateOrGetPlanConfig.model_validate({"planType": "SUPPLIER_RETURN", "name": "x"})
    with pytest.raises(ValueError, match="static source needs its value"):
        CreateOrGetPlanConfig.model_validate({"planType": "SUPPLIER_RETURN", "name": "x", "supplierSource": {"kind": "static"}})
    with pytest.raises(ValueError, match="at most 500 characters"):
        CreateOrGetPlanConfig.model_validate(
            {"planType": "SUPPLIER_RETURN", "name": "x", "supplierSource": supplier, "reason": "r" * 501}
        )
    with pytest.raises(ValueError, match="needs season"):
        CreateOrGetPlanConfig.model_validate({"planType": "PRE_SEASON", "name": "x"})
    with pytest.raises(ValueError, match="a date YYYY-MM-DD"):
        CreateOrGetPlanConfig.model_validate({"planType": "PRE_SEASON", "name": "x", "season": "AW27", "sellingEndDate": "soon"})
    with pytest.raises(ValueError, match="sellingEndDate must be on or after sellingStartDate"):
        CreateOrGetPlanConfig.model_validate(
            {"planType": "PRE_SEASON", "name": "x", "season": "AW27", "sellingStartDate": "2027-02-01",
             "sellingEndDate": "2027-01-01"}
        )  # fmt: skip

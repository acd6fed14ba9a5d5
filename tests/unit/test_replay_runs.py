"""A decision replay as a job run (domain/jobs/replays.py): its parameters' rules, its review days,
what a rerun skips, the step code of a failed day, shop visibility, and its records against the wire."""

from __future__ import annotations

import dataclasses
from datetime import UTC, date, datetime

import pytest
from inventory_planning.contracts import replays as wire
from inventory_planning.domain import jobs
from inventory_planning.domain.jobs import replays
from inventory_planning.kernel.errors import InvalidInput
from pydantic.alias_generators import to_camel

TODAY = date(2024, 6, 1)
NOW = datetime(2024, 6, 1, 12, tzinfo=UTC)


def params(**change):
    given = {"review_period_days": 7, "policies": ("hold", "min-max"), "shop_ids": None, "today": TODAY, **change}
    first, to = given.pop("first", date(2024, 3, 2)), given.pop("to", date(2024, 3, 30))
    return replays.replay_params(first, to, **given)


def failing_fields(**change) -> set[str]:
    with pytest.raises(InvalidInput) as raised:
        params(**change)
    return {e["field"] for e in raised.value.field_errors}


def test_review_days_start_at_from_every_period_before_to():
    # 2 March .. 29 March (28 days), every 7 days: 2, 9, 16, 23 March (30 - 2 = 28 days: 0, 7, 14, 21)
    assert params().review_days() == [date(2024, 3, 2), date(2024, 3, 9), date(2024, 3, 16), date(2024, 3, 23)]
    # 10 days every 3: offsets 0, 3, 6, 9
    ten = params(to=date(2024, 3, 12), review_period_days=3)
    assert ten.review_days() == [date(2024, 3, 2), date(2024, 3, 5), date(2024, 3, 8), date(2024, 3, 11)]
    assert ten.last == date(2024, 3, 11)
    assert params(to=date(2024, 3, 3)).review_days() == [date(2024, 3, 2)]  # one day: one review


@pytest.mark.parametrize(
    ("change", "fields"),
    [
        ({"first": date(2024, 3, 30)}, {"from"}),  # from = to
        ({"to": date(2024, 6, 2)}, {"to"}),  # after today
        ({"first": date(2023, 11, 30), "to": date(2024, 5, 31)}, {"to"}),  # 183 days
        ({"review_period_days": 0}, {"reviewPeriodDays"}),
        ({"review_period_days": 29}, {"reviewPeriodDays"}),
        ({"policies": ()}, {"policies"}),
        ({"policies": ("hold", "hold")}, {"policies"}),
        ({"policies": ("hold", "newsvendor")}, {"policies"}),
        ({"shop_ids": ()}, {"shopIds"}),
        ({"shop_ids": ("a", "a")}, {"shopIds"}),
        ({"shop_ids": tuple(str(i) for i in range(101))}, {"shopIds"}),
        ({"review_period_days": 0, "policies": ()}, {"reviewPeriodDays", "policies"}),  # every failing field
    ],
)
def test_each_broken_rule_names_its_field(change, fields):
    assert failing_fields(**change) == fields


def test_the_limits_themselves_are_accepted():
    # 182 days (30 Nov 2023 .. 30 May 2024: 1 + 31 + 31 + 29 + 31 + 30 + 29 = 182), to = today, period 28, 100 shops
    edge = params(first=date(2023, 11, 30), to=date(2024, 5, 30), review_period_days=28, shop_ids=tuple(map(str, range(100))))
    assert (edge.to - edge.first).days == 182
    assert params(to=TODAY).to == TODAY
    assert params(review_period_days=1).review_period_days == 1


def test_params_round_trip_through_the_run_and_a_rerun_skips_the_days_done():
    given = params(to=date(2024, 3, 12), review_period_days=3, shop_ids=("s1",))
    run = jobs.new_run("r1", "org", "replay", given.to, "API", NOW, params=given.as_item(), progress=replays.progress(0, 4))
    assert replays.params_of(run) == given
    assert run.as_item()["params"] == {"from": "2024-03-02", "to": "2024-03-12", "reviewPeriodDays": 3,
                                       "policies": ["hold", "min-max"], "shopIds": ["s1"]}  # fmt: skip
    failed = jobs.finished(jobs.started(dataclasses.replace(run, progress=replays.progress(2, 4), failed_day="2024-03-08"), NOW),
                           NOW, error="REPLAY_DAY_FAILED: review day 2024-03-08 failed: X")  # fmt: skip
    again = jobs.requeued(failed)
    assert (again.status, again.error_message, again.failed_day, again.started_at, again.progress) == (
        "PENDING", None, None, None, {"done": 2, "total": 4},
    )  # fmt: skip
    assert replays.remaining_days(again) == [date(2024, 3, 8), date(2024, 3, 11)]  # days 2 and 5 March done
    assert jobs.JobRun.from_item(again.as_item()) == again
    with pytest.raises(ValueError, match="not a replay"):
        replays.params_of(jobs.new_run("r2", "org", "risks", TODAY, "API", NOW))


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("FORECAST_SHARDS_FAILED: 1 of 3 shards failed: shard 2", "FORECAST_SHARDS_FAILED"),
        ('{"errorMessage": "job run 9 (risks) FAILED: STORAGE_UNAVAILABLE: The storage ..."}', "STORAGE_UNAVAILABLE"),
        ('{"errorMessage": "Task timed out after 900.00 seconds"}', "REPLAY_STEP_FAILED"),
        (None, "REPLAY_STEP_FAILED"),
    ],
)
def test_the_code_of_a_failed_step(text, code):
    assert replays.step_code(text) == code


def test_a_failed_day_reads_as_its_code_and_sentence():
    from inventory_planning.domain.failures import failure_of

    failure = replays.ReplayDayFailed(date(2024, 3, 5), "FORECAST_SHARDS_FAILED")
    assert str(failure_of(failure)) == "REPLAY_DAY_FAILED: review day 2024-03-05 failed: FORECAST_SHARDS_FAILED"


def test_a_scoped_caller_sees_replays_of_its_shops_only():
    assert replays.visible(None, None) and replays.visible(("a",), None)
    assert replays.visible(("a",), frozenset({"a", "b"})) and replays.visible(("a", "b"), frozenset({"a", "b"}))
    assert not replays.visible(("a", "c"), frozenset({"a", "b"}))
    assert not replays.visible(None, frozenset({"a"}))  # a replay of every shop is not a scoped caller's


@pytest.mark.parametrize(
    ("record", "contract"),
    [
        (replays.ReplaySummary, wire.ReplaySummary),
        (replays.ReplayRun, wire.Replay),
        (replays.ReplayPosition, wire.ReplayPosition),
    ],
)
def test_the_records_carry_exactly_the_wire_fields(record, contract):
    """As tests/unit/test_record_contract_pairs.py, with the one rename: ``first`` is the wire's ``from``."""
    names = {to_camel(f.name) for f in dataclasses.fields(record)}
    wire_names = {field.alias or name for name, field in contract.model_fields.items()}
    assert {"from" if n == "first" else n for n in names} == wire_names


def test_the_wire_rounds_rates_to_4_decimals_and_units_to_2():
    figures = {"fillRate": {"units": 2 / 7, "value": None}, "lostUnits": 1 / 3, "stockoutDays": 1, "averageStockUnits": 43 / 7,
               "averageStockValue": 0.005, "endingStockUnits": 6.0, "unitsOrdered": 0.0, "unitsMoved": 0.0, "turns": 365 / 7,
               "markdownUnits": 0.0, "markdownValue": 0.0}  # fmt: skip
    shown = wire.Figures.model_validate(figures).model_dump(by_alias=True)
    # 2/7 = 0.285714... -> 0.2857; 1/3 -> 0.33; 43/7 = 6.142857 -> 6.14; 365/7 = 52.142857 -> 52.1429
    assert (shown["fillRate"], shown["lostUnits"], shown["averageStockUnits"], shown["turns"]) == (
        {"units": 0.2857, "value": None}, 0.33, 6.14, 52.1429,
    )  # fmt: skip
    # the money figures (issue 36) to 2 decimals; null in a replay stored before them
    assert shown["profit"] is None
    money = wire.Figures.model_validate({**figures, "grossMargin": 22 / 3, "holdingCost": 0.0644, "profit": 22 / 3 - 0.0644})
    assert (money.grossMargin, money.holdingCost, money.profit) == (7.33, 0.06, 7.27)


def test_policy_variants_have_labels_and_bare_names_keep_their_meaning():
    asked = params(
        policies=("hold", "min-max", {"policy": "min-max", "coverWeeks": 6}, "recommendations",
                  {"policy": "recommendations", "serviceLevel": 0.9}),
    )  # fmt: skip
    assert asked.labels == ["hold", "min-max", "min-max:6w", "recommendations", "recommendations:sl=0.9"]
    assert asked.policies[1].meaning == ("min-max", 4, None)  # the bare min-max: 4 weeks
    # stored as asked, and read back the same
    assert asked.as_item()["policies"] == ["hold", "min-max", {"policy": "min-max", "coverWeeks": 6}, "recommendations",
                                           {"policy": "recommendations", "serviceLevel": 0.9}]  # fmt: skip
    assert replays.ReplayParams.from_item(asked.as_item()) == asked


@pytest.mark.parametrize(
    ("policies", "message"),
    [
        (("min-max", {"policy": "min-max", "coverWeeks": 4}), "min-max and min-max:4w are the same policy"),
        (({"policy": "min-max", "coverWeeks": 6}, {"policy": "min-max", "coverWeeks": 6}), "min-max:6w and min-max:6w"),
        (({"policy": "min-max", "coverWeeks": 27},), "coverWeeks must be a whole number of weeks, 1..26"),
        (({"policy": "min-max", "coverWeeks": 2.5},), "coverWeeks"),
        (({"policy": "recommendations", "serviceLevel": 0.4},), "serviceLevel must be a probability, 0.5..0.999"),
        (({"policy": "hold", "coverWeeks": 2},), "a policy object is"),
        (({"policy": "min-max", "serviceLevel": 0.9},), "a policy object is"),
        (tuple({"policy": "min-max", "coverWeeks": w} for w in range(1, 14)), "at most 12 policy variants"),
    ],
)
def test_a_bad_variant_is_refused_naming_policies(policies, message):
    with pytest.raises(InvalidInput) as raised:
        params(policies=policies)
    (error,) = raised.value.field_errors
    assert error["field"] == "policies" and message in error["message"]

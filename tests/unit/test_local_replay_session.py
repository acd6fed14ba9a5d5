"""`make run`'s replay table (local/replay_session.py): the policies side by side, in the replay's order."""

from __future__ import annotations

import re
from datetime import date

from local.replay_session import format_replay, window


def _totals(fill: float, lost: float, ordered: float, turns: float | None) -> dict:
    return {"fillRate": {"units": fill, "value": fill}, "lostUnits": lost, "stockoutDays": 3, "averageStockUnits": 10.0,
            "averageStockValue": 1234.5, "endingStockUnits": 9.0, "unitsOrdered": ordered, "unitsMoved": 0.0,
            "turns": turns, "markdownUnits": 0.0, "markdownValue": 0.0, "grossMargin": 1000.0 * fill,
            "holdingCost": 12.5, "profit": 1000.0 * fill - 12.5}  # fmt: skip


def test_the_table_has_a_column_per_policy_in_the_replays_order():
    replay = {
        "id": "r1", "from": "2022-03-04", "to": "2022-04-01", "status": "SUCCESS", "policies": ["min-max", "hold"],
        "results": {"hold": {"totals": _totals(0.9728, 54, 0, 0.31)}, "min-max": {"totals": _totals(0.98291, 34, 407, None)}},
    }  # fmt: skip
    lines = format_replay(replay).splitlines()
    assert lines[1].split() == ["min-max", "hold"]
    rows = {cells[0]: cells[1:] for cells in (re.split(r"\s{2,}", line.strip()) for line in lines[2:])}
    assert rows["fill rate (units)"] == ["98.3%", "97.3%"]
    assert rows["lost units"] == ["34", "54"]
    assert rows["units ordered"] == ["407", "0"]
    assert rows["turns (a year)"] == ["-", "0.31"]  # null turns (no stock value) shown as "-"
    assert rows["average stock (value)"] == ["1,234", "1,234"]
    assert rows["gross margin"] == ["983", "973"] and rows["holding cost"] == ["12", "12"] and rows["profit"] == ["970", "960"]
    assert lines[-1] == "report (HTML, with the token): GET /api/intelligence/replays/r1/report"


def test_a_failed_replay_shows_its_error_and_the_window_is_whole_weeks():
    failed = {"id": "r2", "from": "2022-03-04", "to": "2022-04-01", "status": "FAILED",
              "errorMessage": "REPLAY_DAY_FAILED: review day 2022-03-11 failed: FORECAST_SHARDS_FAILED"}  # fmt: skip
    assert format_replay(failed).endswith("FAILED REPLAY_DAY_FAILED: review day 2022-03-11 failed: FORECAST_SHARDS_FAILED")
    assert window(date(2022, 4, 1), 4) == (date(2022, 3, 4), date(2022, 4, 1))

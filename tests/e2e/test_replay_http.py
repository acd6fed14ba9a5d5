"""Issue 25 over HTTP on the local stack: `make run`'s decision replay of the demo brand's last 4 weeks
(every policy, weekly reviews, a chain run per review day) is served, listed and traced, and is the
demo organization's only."""

from __future__ import annotations

from datetime import date, timedelta
from urllib.parse import quote

POLICIES = ["hold", "recommendations", "min-max"]


def test_make_runs_replay_is_served_with_every_policy(http, stack):
    replay_id = stack["replayId"]
    assert replay_id, "make run started no replay"
    found = http.get(f"/api/intelligence/replays/{replay_id}", stack["token"])
    assert found.status == 200, found.body
    replay = found.json()["data"]
    assert replay["status"] == "SUCCESS", replay
    first, to = date.fromisoformat(replay["from"]), date.fromisoformat(replay["to"])
    assert to - first == timedelta(days=28)
    assert replay["progress"] == {"done": 4, "total": 4}  # review days to, to + 7, to + 14, to + 21
    assert replay["policies"] == POLICIES
    totals = {name: replay["results"][name]["totals"] for name in POLICIES}
    assert totals["hold"]["unitsOrdered"] == 0 and totals["hold"]["unitsMoved"] == 0
    assert totals["min-max"]["unitsOrdered"] > 0 and totals["recommendations"]["unitsOrdered"] > 0
    # hold never receives anything: every other policy loses at most what hold loses, day by day
    assert totals["recommendations"]["lostUnits"] <= totals["hold"]["lostUnits"], totals
    assert totals["min-max"]["lostUnits"] <= totals["hold"]["lostUnits"], totals
    for name in POLICIES:
        result = replay["results"][name]
        assert len(result["byWeek"]) == 4
        assert sum(w["lostUnits"] for w in result["byWeek"]) == totals[name]["lostUnits"]
        assert 0 <= totals[name]["fillRate"]["units"] <= 1

    listed = http.get("/api/intelligence/replays", stack["token"])
    assert replay_id in {r["id"] for r in listed.json()["data"]}, listed.body

    top = replay["results"]["hold"]["topLostPositions"][0]
    keys = "/".join(quote(top[k], safe="") for k in ("variantId", "sizeId", "shopId"))  # sizes like "S TO XXL"
    path = f"/api/intelligence/replays/{replay_id}/positions/{keys}"
    traced = http.get(path, stack["token"])
    assert traced.status == 200, traced.body
    policies = traced.json()["data"]["policies"]
    assert set(policies) == set(POLICIES)  # the position under every policy, to compare
    hold_days = policies["hold"]["trace"]
    assert len(hold_days) == 28
    assert sum(d["lost"] for d in hold_days) == top["lostUnits"] == policies["hold"]["totals"]["lostUnits"], (top, hold_days)
    for d in hold_days:  # the day's ledger adds up
        assert d["closing"] == d["opening"] + d["received"] + d["transferredIn"] - d["transferredOut"] - d["sold"]


def test_another_organization_cannot_see_the_replay(http, stack, other_org):
    replay_id = stack["replayId"]
    assert http.get(f"/api/intelligence/replays/{replay_id}", other_org["token"]).status == 404
    listed = http.get("/api/intelligence/replays", other_org["token"]).json()["data"]
    assert replay_id not in {r["id"] for r in listed}

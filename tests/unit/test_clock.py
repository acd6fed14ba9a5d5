"""The service clock (kernel/clock.py): the real date, SERVICE_TODAY, or the date in SERVICE_TODAY_FILE."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from inventory_planning.kernel import clock


def test_the_clock_is_the_real_date_unless_set(monkeypatch, tmp_path):
    monkeypatch.delenv("SERVICE_TODAY", raising=False)
    monkeypatch.delenv("SERVICE_TODAY_FILE", raising=False)
    assert clock.today() == datetime.now(UTC).date()
    path = tmp_path / "today"
    monkeypatch.setenv("SERVICE_TODAY_FILE", str(path))
    assert clock.today() == datetime.now(UTC).date()  # no file yet: the real date
    path.write_text("2022-05-12\n")
    assert clock.today() == date(2022, 5, 12)
    monkeypatch.setenv("SERVICE_TODAY", "2024-01-31")  # the variable wins over the file
    assert clock.today() == date(2024, 1, 31)
    monkeypatch.setenv("SERVICE_TODAY", "31/01/2024")
    with pytest.raises(ValueError):
        clock.today()


def test_now_follows_the_service_date_and_wall_time_does_not(monkeypatch):
    monkeypatch.delenv("SERVICE_TODAY_FILE", raising=False)
    monkeypatch.setenv("SERVICE_TODAY", "2022-04-01")
    assert clock.now().date() == date(2022, 4, 1) and clock.now().tzinfo is not None
    assert clock.now_iso().startswith("2022-04-01T") and clock.now_iso().endswith("Z") and len(clock.now_iso()) == 24
    assert clock.wall_now().date() == datetime.now(UTC).date()
    assert abs(clock.wall_epoch() - datetime.now(UTC).timestamp()) < 5
    monkeypatch.delenv("SERVICE_TODAY")
    assert abs((clock.now() - datetime.now(UTC)).total_seconds()) < 5

"""The service clock (clock.py): the real date, SERVICE_TODAY, or the date in SERVICE_TODAY_FILE."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from inventory_planning import clock


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

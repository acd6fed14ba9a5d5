import base64
from datetime import UTC, datetime, timedelta

from inventory_planning.domain import tokens

NOW = datetime(2026, 11, 22, tzinfo=UTC)


def test_generated_tokens_have_the_spec_format_and_entropy():
    values = {tokens.generate_service_account_token() for _ in range(200)}
    assert len(values) == 200
    for value in values:
        assert tokens.is_service_account_token(value)
        assert len(value) == 50
        assert len(base64.urlsafe_b64decode(value[7:] + "=")) == 32


def test_format_check_rejects_near_misses():
    good = "svc_sa_" + "a" * 43
    assert tokens.is_service_account_token(good)
    assert not tokens.is_service_account_token(good + "a")
    assert not tokens.is_service_account_token(good[:-1])
    assert not tokens.is_service_account_token("solya_sa_" + "a" * 43)
    assert not tokens.is_service_account_token("svc_sa_" + "a" * 42 + "+")


def test_hash_is_sha256_hex_and_last_chars():
    assert tokens.hash_token("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert tokens.last_chars("svc_sa_xyz1234") == "1234"


def test_expiry_rules():
    assert tokens.expiry_error(None, NOW) is None
    assert tokens.expiry_error(NOW + timedelta(days=365), NOW) is None
    assert "365" in tokens.expiry_error(NOW + timedelta(days=365, seconds=1), NOW)
    assert "future" in tokens.expiry_error(NOW, NOW)
    assert "timezone" in tokens.expiry_error(datetime(2027, 1, 1), NOW)


def test_is_active():
    assert tokens.is_active(None, None, NOW)
    assert not tokens.is_active(NOW, None, NOW)
    assert not tokens.is_active(None, NOW, NOW)
    assert tokens.is_active(None, NOW + timedelta(seconds=1), NOW)

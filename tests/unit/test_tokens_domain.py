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


class _Token:
    """A stored token as lineage_of reads it."""

    def __init__(self, token_id, created_by, kind="api-token", expires_at=None, ancestry=None):
        self.token_id, self.created_by, self.created_by_kind = token_id, created_by, kind
        self.expires_at, self.ancestry = expires_at, ancestry


def test_lineage_of_a_token_carrying_its_ancestry_reads_nothing():
    token = _Token("c", "p", expires_at=NOW, ancestry=["API_TOKEN:p", "USER:u"])

    def find(token_id):
        raise AssertionError(f"read {token_id}")

    assert tokens.lineage_of(token, find) == tokens.Lineage(("API_TOKEN:p", "USER:u"), NOW)


def test_lineage_of_an_older_token_follows_created_by_and_takes_the_earliest_expiry():
    later, earlier = NOW + timedelta(days=2), NOW + timedelta(days=1)
    stored = {
        "p": _Token("p", "g", expires_at=earlier),
        "g": _Token("g", "u", kind="user-session", expires_at=later),
    }
    child = _Token("c", "p")
    assert tokens.lineage_of(child, stored.get) == tokens.Lineage(("API_TOKEN:p", "API_TOKEN:g", "USER:u"), earlier)
    # It stops at an ancestor that carries its ancestry (whose expiry already bounds its line).
    stored["g"] = _Token("g", "u", kind="user-session", expires_at=later, ancestry=["USER:u"])
    assert tokens.lineage_of(child, stored.get).ancestry == ("API_TOKEN:p", "API_TOKEN:g", "USER:u")
    # An unknown creator and a cycle end the walk.
    assert tokens.lineage_of(_Token("c", "gone"), stored.get) == tokens.Lineage(("API_TOKEN:gone",), None)
    loop = {"a": _Token("a", "b"), "b": _Token("b", "a", expires_at=earlier)}
    assert tokens.lineage_of(loop["a"], loop.get) == tokens.Lineage(("API_TOKEN:b", "API_TOKEN:a"), earlier)
    assert tokens.effective_expiries([child, *stored.values()]) == {"c": earlier, "p": earlier, "g": later}


def test_a_child_expires_at_most_with_its_creator():
    assert tokens.child_expiry_error(None, None) is None
    assert tokens.child_expiry_error(NOW + timedelta(days=400), None) is None  # 365 days is expiry_error's rule
    assert tokens.child_expiry_error(None, NOW) is not None
    assert tokens.child_expiry_error(NOW + timedelta(seconds=1), NOW) is not None
    assert tokens.child_expiry_error(NOW, NOW) is None


def test_same_eyes_when_either_is_in_the_others_chain():
    user, parent, child = "USER:u", "API_TOKEN:p", "API_TOKEN:c"
    assert tokens.same_eyes((child, parent, user), (parent, user))  # the requester's child decides
    assert tokens.same_eyes((user,), (child, parent, user))  # the human at the root decides
    assert tokens.same_eyes((user,), (user,))
    assert not tokens.same_eyes(("USER:v",), (child, parent, user))  # another person
    assert not tokens.same_eyes(("API_TOKEN:s", "USER:v"), (parent, user))  # a token of another person
    assert not tokens.same_eyes(("WORKFLOW:w",), (parent, user)) and not tokens.same_eyes((parent, user), ("SYSTEM:s",))


def test_siblings_under_a_person_are_the_same_eyes():
    """Decision 0023: two tokens made by the same human are one party, at any depth of either line."""
    user = "USER:u"
    assert tokens.same_eyes(("API_TOKEN:b", user), ("API_TOKEN:a", user))
    assert tokens.same_eyes(("API_TOKEN:b2", "API_TOKEN:b", user), ("API_TOKEN:a", user))  # a nephew
    assert not tokens.same_eyes(("API_TOKEN:b", "USER:v"), ("API_TOKEN:a", user))


def test_siblings_under_a_token_are_the_same_eyes():
    root = ("API_TOKEN:p", "SYSTEM:data-platform")  # the provisioning token's line: no human at all
    assert tokens.same_eyes(("API_TOKEN:b", *root), ("API_TOKEN:a", *root))
    assert tokens.same_eyes(("API_TOKEN:b", "API_TOKEN:m", "USER:u"), ("API_TOKEN:a", "API_TOKEN:m", "USER:u"))


def test_a_shared_system_root_alone_is_not_the_same_eyes():
    """A service at the root is held by no person: tokens it made directly stay two parties."""
    assert not tokens.same_eyes(("API_TOKEN:b", "SYSTEM:data-platform"), ("API_TOKEN:a", "SYSTEM:data-platform"))
    assert not tokens.same_eyes(("API_TOKEN:c", "API_TOKEN:b", "SYSTEM:s"), ("API_TOKEN:a", "SYSTEM:s"))
    assert tokens.same_eyes(("API_TOKEN:a", "SYSTEM:s"), ("SYSTEM:s",))  # the service deciding for itself, as before

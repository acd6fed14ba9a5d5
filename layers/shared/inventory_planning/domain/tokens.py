"""Service-account token rules (SPEC "Authentication", rules 1-6).

A token is ``svc_sa_`` followed by 43 URL-safe base64 characters: 32 random bytes (256 bits of
entropy) encoded without padding, 50 characters in total. Only the SHA-256 of the whole token is
stored; after creation only its last characters are shown.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from datetime import datetime, timedelta

SERVICE_ACCOUNT_PREFIX = "svc_sa_"
TOKEN_PATTERN = re.compile(r"^svc_sa_[A-Za-z0-9_-]{43}$")
MAX_ACTIVE_TOKENS = 50
MAX_EXPIRY = timedelta(days=365)
SHOWN_SUFFIX_LENGTH = 4


def generate_service_account_token() -> str:
    """Return a new plaintext token: ``svc_sa_`` + 43 URL-safe base64 chars (256-bit entropy)."""
    return SERVICE_ACCOUNT_PREFIX + secrets.token_urlsafe(32)


def is_service_account_token(token: str) -> bool:
    """True when ``token`` has the exact service-account format (rule 1)."""
    return bool(TOKEN_PATTERN.match(token))


def hash_token(token: str) -> str:
    """SHA-256 hex digest of the plaintext token: the only form that is stored (rule 2)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def last_chars(token: str) -> str:
    """The suffix shown after creation, e.g. ``...a1B2`` (rule 2)."""
    return token[-SHOWN_SUFFIX_LENGTH:]


def expiry_error(expires_at: datetime | None, now: datetime) -> str | None:
    """Validate an optional expiry (rule 5): None, or in the future and at most 365 days away.

    Returns a human-readable reason when invalid, else None.
    """
    if expires_at is None:
        return None
    if expires_at.tzinfo is None:
        return "expiresAt must carry a timezone (ISO 8601 with Z or an offset)"
    if expires_at <= now:
        return "expiresAt must be in the future"
    if expires_at - now > MAX_EXPIRY:
        return "expiresAt must be at most 365 days from now"
    return None


def is_active(revoked_at: datetime | None, expires_at: datetime | None, now: datetime) -> bool:
    """A token is active when it is neither revoked nor expired (rules 5, 6, 7)."""
    return revoked_at is None and (expires_at is None or expires_at > now)

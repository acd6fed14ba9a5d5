"""A local OIDC issuer for development and tests: an RSA key pair, its JWKS, and token minting.

Deployed, human session tokens come from Cognito; locally they come from here. The authorizer
verifies both the same way (RS256 against the issuer's JWKS, issuer, audience, expiry).
"""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

KID = "local-1"


class LocalIssuer:
    """Key material in ``directory`` (created on first use): ``private.pem`` and ``jwks.json``."""

    def __init__(self, directory: Path, issuer: str, audience: str) -> None:
        self.directory = Path(directory)
        self.issuer = issuer
        self.audience = audience
        self.directory.mkdir(parents=True, exist_ok=True)
        key_path = self.directory / "private.pem"
        if key_path.exists():
            self._key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        else:
            self._key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
            key_path.write_bytes(
                self._key.private_bytes(
                    serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
                )
            )
            key_path.chmod(0o600)
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self._key.public_key()))
        jwk.update(kid=KID, use="sig", alg="RS256")
        self.jwks_path.write_text(json.dumps({"keys": [jwk]}))

    @property
    def jwks_path(self) -> Path:
        return self.directory / "jwks.json"

    @property
    def jwks_url(self) -> str:
        """A file:// URL: PyJWKClient reads it through urllib like an https:// one."""
        return self.jwks_path.resolve().as_uri()

    def mint(self, sub: str, email: str, name: str, organization_id: str, ttl_seconds: int = 3600, **extra: object) -> str:
        """An ID token like Cognito's, with ``custom:organizationId``."""
        now = int(time.time())
        claims = {
            "iss": self.issuer,
            "aud": self.audience,
            "sub": sub,
            "email": email,
            "name": name,
            "custom:organizationId": organization_id,
            "iat": now,
            "exp": now + ttl_seconds,
            "jti": str(uuid.uuid4()),
            "token_use": "id",
            **extra,
        }
        return jwt.encode(claims, self._key, algorithm="RS256", headers={"kid": KID})

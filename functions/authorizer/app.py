"""Lambda REQUEST authorizer: resolves ``Authorization: Bearer <token>`` into an identity.

Three schemes (SPEC "Authentication"):
- service-account tokens (``svc_sa_`` + 43 chars): looked up by SHA-256, one consistent GetItem;
- human session tokens: OIDC JWTs verified against the issuer's JWKS (Cognito deployed, the local
  issuer in development), the user's roles read from their membership in the organization;
- internal tokens: read from SSM Parameter Store, valid on ``/api/data-platform/*`` only, and the
  only scheme accepted there.

Failures: ``Exception("Unauthorized")`` makes API Gateway answer 401 (GatewayResponse UNAUTHORIZED,
rendered as SPEC's envelope). No result is cached (ReauthorizeEvery 0), so revocation is immediate.
"""

from __future__ import annotations

from inventory_planning import coldstart  # first: no GC passes during the cold start (resumed at the end)

# isort: split
import hashlib
import hmac
import json
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from aws_lambda_powertools import Logger
from inventory_planning import observability
from inventory_planning.api.identity import API_TOKEN, INTERNAL, USER_SESSION, Identity
from inventory_planning.coldstart import lazy
from inventory_planning.domain import tokens as token_rules
from inventory_planning.domain.permissions import permissions_for_roles
from inventory_planning.kernel import clock
from inventory_planning.services.account import authentication
from inventory_planning.settings import get_auth_settings

if TYPE_CHECKING:
    import jwt
    from aws_lambda_powertools.utilities import parameters
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    jwt = lazy("jwt")  # PyJWT (~12 ms): user sessions only
    parameters = lazy("aws_lambda_powertools.utilities.parameters")  # Powertools parameters (~17 ms): internal tokens only

logger = Logger(service="authorizer")
get_auth_settings()  # cold start: a missing or invalid variable fails here, naming it (SettingsError)

INTERNAL_PREFIX = "/api/data-platform/"
_jwk_client = None


class AuthenticationFailed(Exception):
    """The token is missing, malformed, unknown, expired, revoked, or not valid for this route."""


def _strings(values: Any) -> list[str]:
    """A pynamodb ``ListAttribute(of=UnicodeAttribute)`` value as what it holds: a list of str (pynamodb
    types it as a list of attributes)."""
    return cast("list[str]", list(values))


def _bearer(headers: dict[str, str] | None) -> str:
    for key, value in (headers or {}).items():
        if key.lower() == "authorization" and value:
            scheme, _, token = value.strip().partition(" ")
            if scheme.lower() == "bearer" and token.strip():
                return token.strip()
    raise AuthenticationFailed("missing bearer token")


def _internal_tokens() -> dict[str, str]:
    """``{serviceName: token}`` from the SSM SecureString named by INTERNAL_TOKEN_PARAMETER (cached 5 min)."""
    raw = parameters.get_parameter(get_auth_settings().internal_token_parameter, decrypt=True, max_age=300)
    return json.loads(raw)


def _authenticate_internal(token: str) -> Identity:
    for service, expected in _internal_tokens().items():
        if hmac.compare_digest(token.encode(), expected.encode()):
            return Identity(
                organization_id=None,
                auth_kind=INTERNAL,
                principal_id=service,
                permissions=frozenset({"internal"}),
                rate_key="internal-" + token_rules.hash_token(token)[:32],
            )
    raise AuthenticationFailed("unknown internal token")


def _authenticate_service_account(token: str, now: datetime) -> Identity:
    lookup = authentication.find_token(token)
    if lookup is None:
        raise AuthenticationFailed("unknown or revoked token")
    expires_at = authentication.effective_expiry(lookup)
    if expires_at is not None and expires_at <= now:
        raise AuthenticationFailed("expired token (or one of its creators)")
    permissions = frozenset(_strings(lookup.permissions))
    shop_ids = tuple(_strings(lookup.shop_ids)) if lookup.shop_ids is not None else None
    refused, creator = authentication.token_creator(lookup)
    if refused:
        raise AuthenticationFailed("the token's creator was removed from the organization")
    if creator is not None:  # never more than its creator now holds (issue 38, decision 0053)
        held = _member_permissions(creator)
        permissions &= held
        if "shops.viewAssigned" in held and "shops.viewAll" not in held:  # a shop-scoped creator scopes the token
            creator_shops = set(authentication.member_shops(lookup.organization_id, creator))
            shop_ids = tuple(sorted(creator_shops if shop_ids is None else creator_shops & set(shop_ids)))
            permissions |= {"shops.viewAssigned"}
    return Identity(
        organization_id=lookup.organization_id,
        auth_kind=API_TOKEN,
        principal_id=lookup.token_id,
        permissions=permissions,
        rate_key="sa-" + lookup.token_id,
        token_id=lookup.token_id,
        token_name=lookup.name,
        token_expires_at=expires_at.isoformat() if expires_at else None,
        shop_ids=shop_ids,
    )


def _member_permissions(member: Any) -> frozenset[str]:
    """The permissions a member's current roles grant."""
    return frozenset(permissions_for_roles(_strings(member.roles or [])))


def _jwks():
    global _jwk_client
    if _jwk_client is None:
        _jwk_client = jwt.PyJWKClient(get_auth_settings().oidc_jwks_url, cache_keys=True, lifespan=3600)
    return _jwk_client


def _authenticate_user(token: str) -> Identity:
    settings = get_auth_settings()
    try:
        key = _jwks().get_signing_key_from_jwt(token)
        claims = jwt.decode(
            token,
            key.key,
            algorithms=["RS256"],
            audience=settings.oidc_audience,
            issuer=settings.oidc_issuer,
            options={"require": ["exp", "iat", "sub", "iss"]},
        )
    except jwt.PyJWTError as error:
        raise AuthenticationFailed(f"invalid session token: {type(error).__name__}") from error
    organization_id = claims.get("custom:organizationId")
    if not organization_id:
        raise AuthenticationFailed("session token carries no organization")
    member = authentication.find_member(organization_id, claims["sub"])
    if member is None:
        raise AuthenticationFailed("user is not a member of the organization (or was removed)")
    roles = _strings(member.roles or [])
    permissions = _member_permissions(member)
    shop_ids = tuple(_strings(member.shop_ids)) if member.shop_ids is not None else None
    if "shops.viewAssigned" in permissions and "shops.viewAll" not in permissions:
        shop_ids = authentication.member_shops(organization_id, member)  # with their teams' shops
    return Identity(
        organization_id=organization_id,
        auth_kind=USER_SESSION,
        principal_id=member.user_id,
        permissions=permissions,
        rate_key="user-" + hashlib.sha256(token.encode()).hexdigest()[:32],
        user_id=member.user_id,
        email=member.email,
        name=member.name,
        roles=tuple(roles),
        shop_ids=shop_ids,
    )


def authenticate(headers: dict[str, str] | None, path: str, now: datetime | None = None) -> Identity:
    """Resolve the caller for a request to ``path``.

    Raises:
        AuthenticationFailed: for a missing, malformed, unknown, expired or revoked token, or a
            token of a scheme that the route does not accept.
    """
    now = now or clock.wall_now()  # token expiry is wall time (kernel.clock)
    token = _bearer(headers)
    if path.startswith(INTERNAL_PREFIX):
        return _authenticate_internal(token)
    if token.startswith(token_rules.SERVICE_ACCOUNT_PREFIX):
        if not token_rules.is_service_account_token(token):
            raise AuthenticationFailed("malformed service-account token")
        return _authenticate_service_account(token, now)
    if token.count(".") == JWT_DOTS:
        return _authenticate_user(token)
    raise AuthenticationFailed("unrecognised token")


JWT_DOTS = 2
"""A JWT is ``header.payload.signature``."""
ARN_RESOURCE_FIELD = 5
"""The field of an execute-api ARN (``arn:aws:execute-api:region:account:apiId/stage/METHOD/path``)
holding ``apiId/stage/...``."""


def _policy(principal_id: str, effect: str, method_arn: str) -> dict[str, Any]:
    # Allow every method of the API stage: the decision is not cached, so scoping to one ARN
    # would only add misses without adding safety.
    arn_parts = method_arn.split(":")
    has_resource = len(arn_parts) > ARN_RESOURCE_FIELD
    api_gateway_arn = arn_parts[ARN_RESOURCE_FIELD].split("/") if has_resource else ["*", "*"]
    stage_wide = f"{api_gateway_arn[0]}/{api_gateway_arn[1]}/*/*"
    resource = ":".join([*arn_parts[:ARN_RESOURCE_FIELD], stage_wide]) if has_resource else method_arn
    return {
        "principalId": principal_id,
        "policyDocument": {
            "Version": "2012-10-17",
            "Statement": [{"Action": "execute-api:Invoke", "Effect": effect, "Resource": resource}],
        },
    }


@observability.capture_lambda_handler
@logger.inject_lambda_context(clear_state=True)
def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """API Gateway REQUEST authorizer entry point.

    Returns an Allow policy with the identity as context (string values) and the usage-plan key;
    raises ``Exception("Unauthorized")`` (401) otherwise.
    """
    # The route template, not the request path: a custom domain's base path or a doubled slash
    # must not move a request out of (or into) the data-platform routes.
    path = event.get("resource") or (event.get("requestContext") or {}).get("resourcePath") or ""
    try:
        identity = authenticate(event.get("headers"), path)
    except AuthenticationFailed as error:
        logger.info("authentication failed", extra={"reason": str(error), "path": path})
        raise Exception("Unauthorized") from None  # API Gateway's documented 401 signal
    response = _policy(identity.principal_id, "Allow", event.get("methodArn", ""))
    response["context"] = identity.to_context()
    usage_key = get_auth_settings().usage_plan_api_key
    if usage_key:
        response["usageIdentifierKey"] = usage_key
    return response


coldstart.resume()  # last: the module is loaded; freeze what it made, collector back on

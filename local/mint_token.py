"""Mint a human session token (an OIDC ID token of the local issuer) for the running local stack.

    python -m local.mint_token                        # the demo admin of "Demo Fashion India"
    python -m local.mint_token --email buyer@demo-fashion-india.test --role ANALYST

Reads ``.local/stack.json`` (written by ``make run``) for the organization, the issuer and the key
directory (``.local/oidc``). Another e-mail than the demo admin's becomes a member of the
organization first (its user id derives from the e-mail, so minting again reuses it), with the
given roles (default ORGANIZATION_ADMIN); ``--role`` on the demo admin changes its roles. An e-mail
already a member (invited through ``POST /api/members``, or minted before) is signed in as it is,
its roles, shops and status unchanged, unless ``--role`` is given; its first request makes an
invited member ACTIVE. A REMOVED member is refused (invite them again) unless ``--role`` is given. Prints
only the token on stdout, so ``SESSION=$(python -m local.mint_token)`` works.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import uuid
from pathlib import Path

from local.stack import DEFAULT_STATE_DIR, FAKE_CREDENTIALS, ROOT


def _member(state: dict, organization_id: str, user_id: str, email: str, name: str, roles: list[str], keep: bool = False) -> str:
    """Add or update the member in the running stack's table; with ``keep``, a member already there
    (an invitation, INVITED or ACTIVE) is left as it is: signing in changes no role, shop nor status
    (the authorizer makes an INVITED member ACTIVE on the first request). Returns the name to sign."""
    os.environ.update(FAKE_CREDENTIALS)
    os.environ.update(
        {
            "AWS_REGION": state.get("region", "eu-west-1"),
            "AWS_DEFAULT_REGION": state.get("region", "eu-west-1"),
            "TABLE_NAME": state["tableName"],
            "DYNAMODB_ENDPOINT_URL": state["dynamodbEndpoint"],
        }
    )
    layer = str(ROOT / "layers" / "shared")
    if layer not in sys.path:
        sys.path.insert(0, layer)
    from inventory_planning.domain.permissions import ROLE_PERMISSIONS
    from inventory_planning.store import account as accounts

    unknown = [r for r in roles if r not in ROLE_PERMISSIONS]
    if unknown:
        raise SystemExit(f"unknown role(s) {', '.join(unknown)}; known: {', '.join(sorted(ROLE_PERMISSIONS))}")
    try:
        existing = accounts.get_member(organization_id, user_id) if keep else None
        if existing is not None and existing.status != "REMOVED":
            return existing.name
        if existing is not None:
            raise SystemExit(f"{email} was removed from the organization: invite them again (POST /api/members), or pass --role")
        accounts.put_member(organization_id, user_id, email, name, roles)
        return name
    except Exception as error:  # noqa: BLE001 - explain instead of a traceback
        endpoint = state["dynamodbEndpoint"]
        raise SystemExit(f"cannot reach the local stack's table at {endpoint} (is `make run` running?): {error}") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.mint_token", description="Mint a local session token.")
    parser.add_argument("--email", help="the user's e-mail (default: the demo admin)")
    parser.add_argument("--name", help="display name (default: from the e-mail)")
    parser.add_argument("--role", action="append", default=[], help="role of the user (repeatable), e.g. ANALYST")
    parser.add_argument("--organization", help="organization id (default: the demo organization)")
    parser.add_argument("--ttl", type=int, default=3600, help="lifetime in seconds (default 3600)")
    parser.add_argument("--state-dir", type=Path, default=Path(os.environ.get("IPS_STATE_DIR", DEFAULT_STATE_DIR)))
    args = parser.parse_args(argv)

    state_file = args.state_dir / "stack.json"
    if not state_file.exists():
        raise SystemExit(f"{state_file} not found: start the local stack with `make run` first")
    state = json.loads(state_file.read_text())
    demo = state["demoUser"]
    organization_id = args.organization or state["organizationId"]
    email = (args.email or demo["email"]).strip()
    is_demo = email.lower() == demo["email"].lower() and organization_id == state["organizationId"]
    if is_demo:
        user_id, name = demo["userId"], args.name or demo["name"]
        if args.role:
            _member(state, organization_id, user_id, email, name, args.role)
    else:
        # the local identity provider's subject for the e-mail (domain/members/rules.py local_subject)
        user_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"inventory-planning-local:{organization_id}:{email.lower()}"))
        name = args.name or email.split("@")[0].replace(".", " ").title()
        name = _member(state, organization_id, user_id, email, name, args.role or ["ORGANIZATION_ADMIN"], keep=not args.role)

    from local.oidc import LocalIssuer

    issuer = LocalIssuer(Path(state["oidcKeyDir"]), state["oidcIssuer"], state["oidcAudience"])
    print(issuer.mint(user_id, email, name, organization_id, ttl_seconds=args.ttl))
    return 0


if __name__ == "__main__":
    sys.exit(main())

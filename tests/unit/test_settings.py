"""Environment settings: validated at cold start, required values named when missing, local values in local/."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from inventory_planning.settings import AuthSettings, Settings, SettingsError, load
from pydantic import AliasChoices

from local.apigw import ROOT, Template
from local.stack import handler_environment

DEPLOYED = {"TABLE_NAME": "inventory-planning-Table-1X", "AWS_REGION": "eu-west-1", "RATE_LIMIT_PER_MINUTE": "100"}
AUTH = {
    "INTERNAL_TOKEN_PARAMETER": "/inventory-planning/internal-tokens",
    "OIDC_ISSUER": "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc",
    "OIDC_AUDIENCE": "client-id",
    "OIDC_JWKS_URL": "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/.well-known/jwks.json",
}


def _without(env: dict[str, str], name: str) -> dict[str, str]:
    return {k: v for k, v in env.items() if k != name}


def test_deployed_environment_gives_settings_without_endpoints():
    settings = load(Settings, {**DEPLOYED, "RATE_LIMIT_PER_MINUTE": "250", "UNRELATED": "x"})
    assert settings.table_name == "inventory-planning-Table-1X"
    assert (settings.aws_region, settings.rate_limit_per_minute) == ("eu-west-1", 250)
    assert settings.dynamodb_endpoint is None and settings.aws_endpoint is None
    assert load(Settings, {**DEPLOYED, "DYNAMODB_ENDPOINT_URL": "", "AWS_ENDPOINT_URL": " "}).aws_endpoint is None
    assert load(Settings, _without(DEPLOYED, "RATE_LIMIT_PER_MINUTE")).rate_limit_per_minute == 100  # SPEC's limit
    region_only_default = {**_without(DEPLOYED, "AWS_REGION"), "AWS_DEFAULT_REGION": "us-east-1"}
    assert load(Settings, region_only_default).aws_region == "us-east-1"


@pytest.mark.parametrize("name", ["TABLE_NAME", "AWS_REGION"])
def test_a_missing_required_variable_is_named(name):
    with pytest.raises(SettingsError) as raised:
        load(Settings, _without(DEPLOYED, name))
    assert raised.value.variables == [name]
    assert f"{name}: Field required" in str(raised.value)


def test_an_empty_table_name_is_refused():
    with pytest.raises(SettingsError, match=r"TABLE_NAME: String should have at least 1 character"):
        load(Settings, {**DEPLOYED, "TABLE_NAME": "  "})


@pytest.mark.parametrize("value", ["ten", "1.5", "0", "-3", ""])
def test_an_invalid_rate_limit_is_refused(value):
    with pytest.raises(SettingsError) as raised:
        load(Settings, {**DEPLOYED, "RATE_LIMIT_PER_MINUTE": value})
    assert raised.value.variables == ["RATE_LIMIT_PER_MINUTE"]


def test_every_problem_is_reported_at_once():
    with pytest.raises(SettingsError) as raised:
        load(AuthSettings, {"INTERNAL_TOKEN_PARAMETER": "no-slash", "OIDC_JWKS_URL": "ftp://keys"})
    assert raised.value.variables == ["INTERNAL_TOKEN_PARAMETER", "OIDC_ISSUER", "OIDC_AUDIENCE", "OIDC_JWKS_URL"]


def test_auth_settings():
    settings = load(AuthSettings, AUTH)
    assert settings.oidc_audience == "client-id" and settings.usage_plan_api_key is None
    key = "key-0123456789abcdefghij"
    assert load(AuthSettings, {**AUTH, "USAGE_PLAN_API_KEY": key}).usage_plan_api_key == key
    for name in AUTH:
        with pytest.raises(SettingsError, match=name):
            load(AuthSettings, _without(AUTH, name))


def test_the_local_stack_environment_builds_valid_settings():
    env = handler_environment(
        dynamodb_url="http://127.0.0.1:8000",
        aws_url="http://127.0.0.1:5000",
        jwks_url="file:///tmp/oidc/jwks.json",
        oidc_issuer="http://127.0.0.1:3000/local-oidc",
    )
    settings = load(Settings, env)
    assert (settings.table_name, settings.dynamodb_endpoint, settings.aws_endpoint) == (
        "inventory-planning-local",
        "http://127.0.0.1:8000",
        "http://127.0.0.1:5000",
    )
    assert load(AuthSettings, env).oidc_issuer == "http://127.0.0.1:3000/local-oidc"


# ------------------------------------------------------------------------------------------------
# template.yaml passes every required variable to every function that reads it


def _resolve(value: Any, parameters: dict[str, Any]) -> str:
    """A CloudFormation value as a plausible deployed string: parameter defaults, the first branch of
    an ``Fn::If``, ``Fn::Sub`` with its variables filled in."""
    if isinstance(value, str | int | float):
        return str(value)
    ((function, argument),) = value.items()
    if function == "Ref":
        default = (parameters.get(argument) or {}).get("Default")
        return str(default) if default not in (None, "") else f"ref-{argument}"
    if function == "Fn::If":
        return _resolve(argument[1], parameters)
    if function == "Fn::Sub":
        return re.sub(r"\$\{[^}]+\}", "x", argument if isinstance(argument, str) else argument[0])
    raise AssertionError(f"unexpected intrinsic {function}")


def _required_variables(model: type) -> set[str]:
    names = set()
    for field in model.model_fields.values():
        if field.is_required():
            alias = field.validation_alias
            names.add(alias.choices[0] if isinstance(alias, AliasChoices) else alias)
    return names


def test_template_gives_every_function_the_settings_it_reads():
    template = Template()
    parameters = template.doc.get("Parameters", {})
    globals_ = template.doc["Globals"]["Function"]["Environment"]["Variables"]
    functions = {k: r for k, r in template.resources.items() if r.get("Type") == "AWS::Serverless::Function"}
    assert len(functions) >= 6
    readers_of_auth = []
    for logical_id, resource in functions.items():
        own = (resource["Properties"].get("Environment") or {}).get("Variables") or {}
        env = {"AWS_REGION": "eu-west-1"}  # set by Lambda itself
        env.update({k: _resolve(v, parameters) for k, v in {**globals_, **own}.items()})
        assert _required_variables(Settings) <= set(env), logical_id
        load(Settings, env)  # raises SettingsError naming what is missing or invalid
        code = " ".join(p.read_text() for p in Path(ROOT, resource["Properties"]["CodeUri"]).rglob("*.py"))
        if "get_auth_settings" in code:
            readers_of_auth.append(logical_id)
            load(AuthSettings, env)
    assert readers_of_auth == ["AuthorizerFunction"]


def test_a_function_fails_its_cold_start_naming_the_missing_variable():
    """The import of a handler (Lambda's init phase) is where a missing variable surfaces."""
    program = (
        "import sys; sys.path[:0] = [sys.argv[1], sys.argv[2]];"
        "import importlib.util as u; s = u.spec_from_file_location('app', sys.argv[3]);"
        "s.loader.exec_module(u.module_from_spec(s))"
    )
    env = {"PATH": "/usr/bin:/bin", "AWS_REGION": "eu-west-1", "POWERTOOLS_TRACE_DISABLED": "1"}
    layer, code = str(ROOT / "layers" / "shared"), ROOT / "functions" / "catalog"
    result = subprocess.run(  # our own interpreter and files
        [sys.executable, "-c", program, layer, str(code), str(code / "app.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode != 0
    assert "SettingsError: invalid environment: TABLE_NAME: Field required" in result.stderr

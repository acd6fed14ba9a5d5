"""Checks of the deployed shape that `sam validate --lint` does not make (run by `make validate`).

It translates template.yaml with the SAM translator (the same library `sam deploy` uses, from the
SAM CLI's virtual environment), then checks what CloudFormation would create:

- **Lambda resource policies stay under 20 KB.** SAM adds one ``AWS::Lambda::Permission`` per Api
  event of a function, and Lambda keeps them all in the function's one resource-based policy, which
  is capped at 20,480 bytes: past it the deployment fails. Each statement is sized as Lambda stores it,
  with the names CloudFormation generates for the longest stack name of samconfig.toml.
- **The 405 answers need no function.** Every ``ANY`` method of the merged API definition is a MOCK
  integration without authorizer or API key (docs/decisions/0016), and every explicit method keeps
  the authorizer (or is declared public).

Usage: ``.venv-sam/bin/python -m local.check_template [template.yaml]``; exits 1 with the reasons.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
POLICY_LIMIT_BYTES = 20_480
ACCOUNT, API_ID, REGION = "123456789012", "a1b2c3d4e5", "eu-west-1"
SUFFIX = "A1B2C3D4E5F6"  # the 12 characters CloudFormation appends to a generated physical name


def translate(template_path: Path) -> dict[str, Any]:
    """The CloudFormation template that SAM makes of ``template_path`` (code locations stubbed)."""
    os.environ.setdefault("AWS_DEFAULT_REGION", REGION)
    from samtranslator.translator.transform import transform
    from samtranslator.yaml_helper import yaml_parse

    template = yaml_parse(template_path.read_text())
    for resource in template["Resources"].values():
        properties = resource.get("Properties") or {}
        for key in ("CodeUri", "ContentUri"):
            if key in properties:
                properties[key] = "s3://bucket/key"

    class NoManagedPolicies:
        def load(self) -> dict[str, str]:
            return {}

    return transform(template, {}, NoManagedPolicies())


def longest_stack_name() -> str:
    """The longest ``stack_name`` of samconfig.toml (names, hence statements, grow with it)."""
    names = re.findall(r'stack_name\s*=\s*"([^"]+)"', (ROOT / "samconfig.toml").read_text())
    return max(names, key=len)


def statement_bytes(stack: str, function: str, permission: str, source_arn: str) -> int:
    """Bytes of one statement as Lambda stores it in the function's policy."""
    function_name = f"{stack}-{function}-{SUFFIX}"[:64]
    statement = {
        "Sid": f"{stack}-{permission}-{SUFFIX}",
        "Effect": "Allow",
        "Principal": {"Service": "apigateway.amazonaws.com"},
        "Action": "lambda:InvokeFunction",
        "Resource": f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{function_name}",
        "Condition": {"ArnLike": {"AWS:SourceArn": source_arn}},
    }
    return len(json.dumps(statement, separators=(",", ":")))


def policy_sizes(cfn: dict[str, Any], stack: str) -> dict[str, tuple[int, int]]:
    """Per function: (statements, bytes of its resource policy, with the brackets around them)."""
    sizes: dict[str, tuple[int, int]] = {}
    for logical_id, resource in cfn["Resources"].items():
        if resource["Type"] != "AWS::Lambda::Permission":
            continue
        properties = resource["Properties"]
        target = properties["FunctionName"]
        function = target["Ref"] if "Ref" in target else target["Fn::GetAtt"][0]
        source = properties.get("SourceArn", "")
        if isinstance(source, dict) and "Fn::Sub" in source:
            text, values = source["Fn::Sub"]
            for name, value in (("${AWS::Region}", REGION), ("${AWS::AccountId}", ACCOUNT), ("${AWS::Partition}", "aws")):
                text = text.replace(name, value)
            text = text.replace("${__ApiId__}", API_ID).replace("${__Stage__}", str(values.get("__Stage__", "*")))
            source = text
        count, size = sizes.get(function, (0, 60))  # {"Version":"2012-10-17","Id":"default","Statement":[]}
        sizes[function] = (count + 1, size + statement_bytes(stack, function, logical_id, str(source)) + 1)
    return sizes


def api_problems(cfn: dict[str, Any]) -> list[str]:
    """Methods of the merged API definition that break the rules of the module docstring."""
    problems = []
    for resource in cfn["Resources"].values():
        if resource["Type"] != "AWS::ApiGateway::RestApi":
            continue
        for path, methods in resource["Properties"]["Body"]["paths"].items():
            if "x-amazon-apigateway-any-method" not in methods:
                problems.append(f"{path}: no ANY method (an undeclared method would answer 404, not 405)")
            for name, method in methods.items():
                integration = method.get("x-amazon-apigateway-integration") or {}
                if name == "x-amazon-apigateway-any-method":
                    if integration.get("type") != "mock" or method.get("security"):
                        problems.append(f"{path} ANY: must be a MOCK without authorizer or API key")
                elif integration.get("type") == "mock":
                    problems.append(f"{path} {name}: an explicit method must reach its function")
    return problems


def main(argv: list[str]) -> int:
    template_path = Path(argv[1]) if len(argv) > 1 else ROOT / "template.yaml"
    cfn = translate(template_path)
    stack = longest_stack_name()
    failures = api_problems(cfn)
    print(f"Lambda resource policies (stack {stack!r}, limit {POLICY_LIMIT_BYTES:,} bytes):")
    for function, (count, size) in sorted(policy_sizes(cfn, stack).items(), key=lambda kv: -kv[1][1]):
        print(f"  {function:28} {count:3} statements {size:7,} bytes")
        if size > 0.9 * POLICY_LIMIT_BYTES:
            print(f"  WARNING {function}: over 90% of the limit; give new routes another function")
        if size > POLICY_LIMIT_BYTES:
            failures.append(f"{function}: its resource policy would be {size:,} bytes (limit {POLICY_LIMIT_BYTES:,})")
    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""The X-Ray SDK stays out of every function's import, even where tracing is on (decision 0029)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.helpers.environment import ROOT

CHILD = r"""
import importlib.util, json, sys
root, function = sys.argv[1:3]
sys.path[:0] = [root + "/layers/shared", root + "/functions/" + function, root]
import os
import tests.helpers.environment  # noqa: F401 - the test environment, which turns tracing off: on again
os.environ.update({"POWERTOOLS_TRACE_DISABLED": "false", "LAMBDA_TASK_ROOT": root + "/functions/" + function})
spec = importlib.util.spec_from_file_location("app", f"{root}/functions/{function}/app.py")
module = importlib.util.module_from_spec(spec)
sys.modules["app"] = module
spec.loader.exec_module(module)
from inventory_planning import observability
xray = sorted(m for m in sys.modules if m.startswith("aws_xray_sdk"))
print(json.dumps({"xray": xray, "tracing": observability.tracing_enabled()}))
"""


@pytest.mark.parametrize("function", ["job_worker", "ingestion_worker", "authorizer", "account"])
def test_a_function_imports_without_the_xray_sdk_even_in_lambda_with_tracing_on(function):
    command = [sys.executable, "-c", CHILD, str(ROOT), function]
    done = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ), timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"xray": [], "tracing": True}

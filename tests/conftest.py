"""The test suites' plugins: every fixture and helper lives in tests/helpers (one module a subject).

``tests.helpers.environment`` comes first: it sets the environment before any project module is
imported, because the handlers and models read it at import time, as Lambda does at cold start.
"""

pytest_plugins = [
    "tests.helpers.environment",
    "tests.helpers.aws",
    "tests.helpers.data",
    "tests.helpers.configuration",
    "tests.helpers.stack",
    "tests.helpers.plan_data",
]

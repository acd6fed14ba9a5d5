"""Inventory Planning Service: code shared by every Lambda function (the SAM layer).

Sub-packages:
- ``api``: the HTTP plumbing written once (envelope, errors, identity, permissions, pagination,
  rate limit, handler factory).
- ``domain``: plain Python, no AWS imports (tokens, permissions, ingestion mapping, search ranking,
  sales aggregation).
- ``store``: single-table DynamoDB access (pynamodb models and repositories). Every function takes
  the organization id first.
"""

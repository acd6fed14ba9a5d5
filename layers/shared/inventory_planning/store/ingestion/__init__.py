"""Ingestion store: the file-ingestion records and the items a retailer's file writes.

One subject per module (key layouts: models.py and docs/data-model.md):

- ``records``: file-ingestion records (get and put by id; the id derives from the checksum);
- ``objects``: the retailer's object in S3, copied to local disk while hashing;
- ``writer``: ``IngestionWriter``, the sink of one file's records, which hands each record to:
  - ``catalogue``: house shop and brand, collections, products, variants, inventory items
    (read, merged, written only when they change);
  - ``stock``: stock positions and their average daily sales;
  - ``sales``: sale lines and the daily rollups rebuilt from them;
  - ``ledger``: stock-ledger entries;
  - ``organization``: what a file changes on the organization item (counts, latest sales date,
    ledger months);
- ``batch`` and ``context``: the write buffer and what every part of one run shares.

The package imports nothing itself, so that a caller loads only the modules it uses.
"""

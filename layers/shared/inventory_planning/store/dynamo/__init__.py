"""DynamoDB plumbing shared by the stores: transactions, the audit log, uniqueness guards, and versioned
records of a registered kind (``records.Kind``), written together in one transaction."""

"""Size curves (REFERENCE 5.3, 5.4): a brand's intended split of its quantities over sizes.

- ``curves``: the curve bodies and records, the shares' validation (adding to 100 +/- 0.5), which
  curve of a brand wins, and the deviation of a size mix from a curve (in points);
- ``imports``: the CSV import (brandCode, size, percent) with its rejected rows.

Import from the subject module (the package exports nothing; decision 0046).
"""

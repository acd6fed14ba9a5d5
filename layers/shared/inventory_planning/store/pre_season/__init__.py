"""Storage of pre-season scenarios (issue 37). Import from the subject module (``scenarios``)."""

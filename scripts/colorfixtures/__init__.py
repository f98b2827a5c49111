"""Generator of Tests/Fixtures/color/ (run scripts/make-color-fixtures)."""

"""Dispute-settling FAQ: one answer per page, verdict first, proved by the engine."""

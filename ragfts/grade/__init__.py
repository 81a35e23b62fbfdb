"""grade — reading answers and grading them on the found context: the codes table, the
evidence gate, degraded statuses, context selection, canaries, the miss explanation.
Imports only kit and index."""

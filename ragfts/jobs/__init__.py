"""jobs — what each command does: run, replay, answer, triage, evaluate, gate, report,
and the kit jobs (build, seal, verify, import, init). Imports any stage below the CLI."""

"""cli — what a person types and sees: the click commands, rendering for a person,
progress at a terminal. Imports only jobs (and kit's errors and progress); nothing
imports it but __main__."""

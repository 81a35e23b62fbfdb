"""The `ragfts` command (and `python -m ragfts`): the command line, started lightly."""

import gc


def main() -> None:
    # What start-up makes (modules, click's commands) lives as long as the process, so
    # the cyclic collector's passes over it are wasted: off while importing, then those
    # objects are frozen out of every later pass, the one at exit included (together a
    # twentieth of a replay). The collector is on for the command's own work.
    gc.disable()
    from .cli.main import cli

    gc.freeze()
    gc.enable()
    cli(prog_name="ragfts")


if __name__ == "__main__":
    main()

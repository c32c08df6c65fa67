"""One spelling of output formats: every command that prints a report takes ``--format`` (text, json and its
own), with ``--json`` a hidden alias of ``--format json``; every file argument is a ``click.Path``, so that
shell completion (``_HLOTOOL_COMPLETE``) completes file names (issue 26.8)."""
from __future__ import annotations

import json

import click
import pytest
from click.testing import CliRunner

from hlotool.cli import COMMANDS, cli
from support.paths import ROOT

MLP = ROOT / "tests" / "accel" / "dumps" / "a100_x4" / "mlp_fwd"
(OPT_TEXT,) = MLP.glob("*gpu_after_optimizations.txt")
(OPT_PROTO,) = MLP.glob("*gpu_after_optimizations.hlo.pb")

JSON_COMMANDS = {
    "parse": [OPT_TEXT],
    "stats": [OPT_TEXT],
    "dump": [MLP, "--module", "jit_mlp_fwd", "--no-diffs"],
    "verify": [OPT_TEXT],
    "diff": [OPT_TEXT, OPT_PROTO],
    "memory": [OPT_TEXT],
    "bisect": [MLP, "--random-args"],
}


def _without_times(value):
    """A report with its measured durations left out (they differ between two runs)."""
    if isinstance(value, dict):
        return {k: _without_times(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [_without_times(v) for v in value]
    return value


def invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))


@pytest.mark.parametrize("command", sorted(JSON_COMMANDS))
def test_format_json_and_the_hidden_json_alias_agree(command):
    args = JSON_COMMANDS[command]
    spelled = invoke(command, *args, "--format", "json")
    alias = invoke(command, *args, "--json")
    assert spelled.exit_code == alias.exit_code == 0, spelled.output + alias.output
    assert _without_times(json.loads(spelled.stdout)) == _without_times(json.loads(alias.stdout))
    text = invoke(command, *args)
    assert text.exit_code == 0, text.output
    with pytest.raises(json.JSONDecodeError):      # the default is text
        json.loads(text.stdout)
    contradiction = invoke(command, *args, "--json", "--format", "text")
    assert contradiction.exit_code == 2 and "--json means --format json" in contradiction.output


@pytest.mark.parametrize("command", sorted(JSON_COMMANDS))
def test_help_shows_format_and_not_json(command):
    r = invoke(command, "--help")
    assert r.exit_code == 0
    assert "--format [text|json" in r.stdout and "--json" not in r.stdout


# Arguments and options that are not files.
NOT_FILES = {("extract", "name")}
FILE_OPTIONS = {"save_path", "shardings_from", "output", "html_path", "inputs_path", "log_path"}


@pytest.mark.parametrize("command", sorted(set(COMMANDS) - {"lsp"}))     # (lsp takes no file)
def test_file_arguments_complete_as_files(command):
    cmd = cli.get_command(click.Context(cli), command)
    ctx = click.Context(cmd, info_name=command)
    checked = 0
    for param in cmd.params:
        is_file = (isinstance(param, click.Argument) and (command, param.name) not in NOT_FILES
                   or param.name in FILE_OPTIONS)
        if not is_file:
            continue
        assert isinstance(param.type, click.Path), f"{command} {param.name}: {param.type!r}"
        kinds = {item.type for item in param.type.shell_complete(ctx, param, "")}
        assert kinds <= {"file", "dir"} and kinds, (command, param.name, kinds)
        checked += 1
    assert checked


def test_a_module_argument_takes_stdin_as_dash():
    for command in ("parse", "fmt", "verify", "stats", "diff", "graph", "run", "extract", "reduce"):
        cmd = cli.get_command(click.Context(cli), command)
        module_args = [p for p in cmd.params if isinstance(p, click.Argument) and (command, p.name) not in NOT_FILES
                       and p.name != "inputs"]
        assert module_args and all(p.type.allow_dash for p in module_args), command

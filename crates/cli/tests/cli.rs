//! The built `yahtzee` binary as its callers run it (scripts, the browser tests): a misspelt flag
//! fails and names it, `--help` prints the help and runs nothing, and a normal call still works.

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn yahtzee(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yahtzee"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `args`, which must fail with exit code 2, print nothing and say `says` on stderr.
fn refused(args: &[&str], says: &str) -> String {
    let out = yahtzee(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(says), "{args:?} should say {says:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?} ran: {}", text(&out.stdout));
    err
}

#[test]
fn a_misspelt_flag_fails_and_names_it() {
    let err = refused(
        &["odds", "--player", "3", "--playouts", "10"],
        "unexpected argument '--player'",
    );
    assert!(
        err.contains("a similar argument exists: '--players'"),
        "{err}"
    );
    refused(
        &["advise", "--dice", "11234", "--varient", "yacht"],
        "'--varient'",
    );
    refused(
        &["simulate", "--games", "ten"],
        "invalid value 'ten' for '--games <N>'",
    );
    refused(
        &["solve", "--variant", "kismet"],
        "[possible values: classic, lucky7, tricolor, yacht, yatzy, maxi]",
    );
    // No subcommand: the help, as an error.
    refused(&[], "Usage: yahtzee");
}

#[test]
fn help_prints_usage_and_computes_nothing() {
    let t0 = Instant::now();
    let out = yahtzee(&["odds", "--help"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let help = text(&out.stdout);
    assert!(help.contains("Usage: yahtzee odds [OPTIONS]"), "{help}");
    for flag in [
        "--players <P>",
        "--playouts <N>",
        "--seed <S>",
        "--tables <DIR>",
        "--variant <GAME>",
    ] {
        assert!(help.contains(flag), "{flag} in {help}");
    }
    assert!(
        !help.contains("playouts of a new"),
        "the odds were run: {help}"
    );
    // Building Classic's table and playing the playouts would take far longer.
    assert!(t0.elapsed() < Duration::from_secs(5));

    let out = yahtzee(&["--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    for sub in [
        "replay", "solve", "simulate", "bots", "odds", "advise", "tables", "daily",
    ] {
        assert!(help.contains(sub), "{sub} in {help}");
    }
}

#[test]
fn a_normal_call_still_works() {
    let out = yahtzee(&[
        "advise",
        "--dice",
        "66662",
        "--rolls-left",
        "0",
        "--variant",
        "yacht",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ranked = text(&out.stdout);
    let first = ranked.lines().next().unwrap_or_default();
    assert!(first.ends_with("  score Four of a Kind"), "{ranked}");
    // A position the rules refuse is an error, not a panic.
    refused(
        &["advise", "--dice", "66667", "--variant", "yacht"],
        "faces 1 to 6",
    );

    let mut child = Command::new(env!("CARGO_BIN_EXE_yahtzee"))
        .arg("replay")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(br#"{"seed": 42, "actions": ["Roll", {"Score": 12}]}"#)
        .expect("written");
    let out = child.wait_with_output().expect("it ends");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["rolls"].as_array().map(Vec::len), Some(1));
}

/// The day's game played perfectly: the first line names the game, the date, the total on the
/// day's dice and the optimal mean (the solver's test pins the same total), then one line per
/// turn. A date that does not exist is refused, naming the flag.
#[test]
fn daily_prints_the_perfect_play_of_a_day() {
    let out = yahtzee(&["daily", "--date", "2026-12-01", "--variant", "classic"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    let mut lines = printed.lines();
    assert_eq!(
        lines.next(),
        Some(
            "Classic Yahtzee, the game of 2026-12-01: perfect play scores 241 on these dice \
             (its mean is 254.59)"
        )
    );
    assert_eq!(
        lines.next(),
        Some("turn 1: 2 2 3 2 1, keep 2 2 2; 2 2 1 2 5, keep 2 2 2; 2 2 1 2 1 -> Full House 25")
    );
    let turns = printed.lines().filter(|l| l.starts_with("turn ")).count();
    assert_eq!(turns, 13, "{printed}");
    for bad in ["2026-02-30", "2026-12-1", "1969-12-31", "tomorrow"] {
        refused(&["daily", "--date", bad], "is not a date: YYYY-MM-DD");
    }
}

#[test]
fn duel_prints_the_share_of_decided_games_the_to_win_player_wins() {
    let out = yahtzee(&["duel", "--games", "16", "--seed", "7"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    let mut lines = printed.lines();
    assert_eq!(
        lines.next(),
        // Wilson's interval for 6 of 16, by hand from the formula: 18.48–61.36 %.
        Some("to-win wins 37.50 % of decided games (95 % interval 18.48–61.36), draws 0.00 %, 16 games")
    );
    assert_eq!(lines.next(), Some("to-win mean score: 219.38"));
    assert_eq!(lines.next(), Some("Expert mean score: 262.06"));
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("a turn of the end game: "),
        "{printed}"
    );
    // The end game alone, every turn before it for points.
    let out = yahtzee(&["duel", "--games", "16", "--seed", "7", "--no-risk"]);
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some("to-win wins 50.00 % of decided games (95 % interval 28.00–72.00), draws 0.00 %, 16 games")
    );
    refused(&["duel", "--games", "0"], "--games");
}

#[test]
fn odds_know_every_seat_level() {
    let out = yahtzee(&[
        "odds",
        "--seats",
        "to-win,expert,casual",
        "--playouts",
        "400",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines[0], "400 playouts of a new 3-player game");
    // A Tactician's playouts are an Expert's: the same chance, the table's exact mean.
    let head = |l: &str| l.split(" (playouts").next().unwrap().to_string();
    assert_eq!(head(lines[1])[10..], head(lines[2])[10..], "{printed}");
    assert!(lines[1].contains("expected 254.6 "), "{printed}");
    assert!(
        !lines[3].contains("expected 254.6 "),
        "a Casual bot plays worse: {printed}"
    );
    refused(
        &["odds", "--seats", "to-win", "--players", "3"],
        "cannot be used with",
    );
}

#[test]
fn maxi_yatzy_is_solved_without_saved_rolls_only_and_its_flags_are_its_own() {
    refused(&["solve", "--variant", "maxi"], "add --no-saved-rolls");
    refused(
        &["solve", "--variant", "yatzy", "--no-saved-rolls"],
        "--no-saved-rolls, --fifty-at-75 and --simulate are Maxi Yatzy's",
    );
}

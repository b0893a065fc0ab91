//! The shares of games the setup says the Tactician wins are the command line's: each is a
//! duel's report (`yahtzee duel --variant KEY --games N --seed 1`), which `scripts/win-shares.sh`
//! writes under its command into `src/towin/win_shares.txt`.

use yahtzee_engine::VariantId;
use yahtzee_solver::towin::{duel, win_share, ToWin, WinShare, HORIZON};

mod common;

use common::{official as rules_of, table};

/// The first line of a duel's report (`Duel`'s `Display`): the share of decided games won, in %,
/// and the games played.
fn read_report(line: &str) -> (f64, u32) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert!(
        line.starts_with("to-win wins ") && words.get(3) == Some(&"%") && line.ends_with(" games"),
        "not a duel's report: {line}"
    );
    let percent = words[2].parse().expect("the share");
    let games = words[words.len() - 2].parse().expect("the games played");
    (percent, games)
}

/// The word after `flag` in a command line.
fn after<'a>(command: &'a str, flag: &str) -> &'a str {
    let mut words = command.split_whitespace();
    words.find(|&w| w == flag);
    words
        .next()
        .unwrap_or_else(|| panic!("{flag} in {command}"))
}

#[test]
fn the_setups_win_shares_are_the_duels_reports() {
    let text = include_str!("../src/towin/win_shares.txt");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let mut measured = Vec::new();
    while let Some(command) = lines.next() {
        let report = lines.next().expect("a report under each command");
        assert!(
            command.starts_with("$ yahtzee duel ") && command.ends_with(" --seed 1"),
            "{command}"
        );
        let variant = VariantId::from_key(after(command, "--variant")).expect("a game's key");
        let games: u32 = after(command, "--games").parse().unwrap();
        let (percent, played) = read_report(report);
        assert_eq!(played, games, "{command}: every game played");
        assert_eq!(
            win_share(variant),
            Some(WinShare { percent, games }),
            "{variant:?}: the setup's share is the report's"
        );
        measured.push(variant);
    }
    measured.sort_by_key(|v| v.def().key);
    // Maxi Yatzy's Tactician plays for points (its coach has no table to play to win by).
    let mut all: Vec<VariantId> = common::tabled().collect();
    all.sort_by_key(|v| v.def().key);
    assert_eq!(measured, all, "each game measured once");
}

#[test]
fn a_duels_report_reads_as_its_own_numbers() {
    // The format the file is read in is the command's: a short duel's report, printed as
    // `yahtzee duel` prints it, reads back as its own share and games.
    let player = ToWin {
        table: table(VariantId::Yacht),
        risk: None,
        horizon: HORIZON,
    };
    let d = duel(&player, rules_of(VariantId::Yacht), 2, 12, 1).unwrap();
    let report = d.to_string();
    let (percent, games) = read_report(report.lines().next().unwrap());
    assert_eq!(games, d.games());
    assert!((percent - d.win_share().0).abs() < 0.005, "{report}");
}

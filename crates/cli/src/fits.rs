//! The coaches' fits the page ships beside the tables: Maxi Yatzy's, one per card
//! (`yahtzee_solver::maxi::MaxiCoach`). Each is made by
//! `yahtzee solve --variant maxi --no-saved-rolls --fit FILE` (with `--fifty-at-75` for the
//! card of 50 at 75): four minutes and 769 MB on a two-core machine, too much for every CI run,
//! so the files are kept in `crates/cli/fits/` and written into the tables' directory from there.

use std::fs;
use std::path::Path;

use yahtzee_engine::{BotLevel, Game, Options, RuleSet, VariantId};
use yahtzee_solver::maxi::MaxiCoach;
use yahtzee_solver::pack::{self, LayerFile, Manifest, Shipped};

/// Each card's rules and its fit.
pub fn shipped() -> [(RuleSet, &'static [u8]); 2] {
    let rules = |other_bonus| RuleSet {
        variant: VariantId::Maxi,
        options: Options {
            other_bonus,
            ..Options::default()
        },
    };
    [
        (rules(false), include_bytes!("../fits/maxi.fit")),
        (rules(true), include_bytes!("../fits/maxi-otherbonus.fit")),
    ]
}

/// The fits' keys in the manifest.
pub fn keys() -> Vec<String> {
    shipped().iter().map(|&(r, _)| pack::fit_key(r)).collect()
}

/// Writes each fit into `dir` as `KEY-0-HASH.bin`, a line of `report` each: the manifest's
/// entries.
pub fn write(dir: &Path, report: &mut String) -> Result<Vec<Shipped>, String> {
    shipped()
        .into_iter()
        .map(|(rules, bytes)| {
            let key = pack::fit_key(rules);
            let coach = MaxiCoach::new(rules, bytes).map_err(|e| format!("{key}: {e}"))?;
            let sha256 = pack::sha256_hex(bytes);
            let file = format!("{key}-0-{}.bin", &sha256[..12]);
            fs::write(dir.join(&file), bytes).map_err(|e| format!("cannot write {file}: {e}"))?;
            report.push_str(&format!(
                "{key}: start value {:.7} (fitted), {} bytes\n",
                coach.start_value(),
                bytes.len()
            ));
            Ok(Shipped {
                key,
                start_value: coach.start_value(),
                layers: vec![LayerFile {
                    file,
                    bytes: bytes.len(),
                    sha256,
                }],
            })
        })
        .collect()
}

/// Reads each fit listed in `m` back from `dir`: its SHA-256 the listed one, its bytes the ones
/// kept here, read by the coach as the page's worker reads them.
pub fn verify(dir: &Path, m: &Manifest, report: &mut String) -> Result<(), String> {
    for (rules, kept) in shipped() {
        let key = pack::fit_key(rules);
        let listed = m.fit(rules).ok_or_else(|| format!("{key} is not listed"))?;
        let file = listed
            .layers
            .first()
            .ok_or(format!("{key} lists no file"))?;
        let bytes = fs::read(dir.join(&file.file)).map_err(|e| format!("{}: {e}", file.file))?;
        if pack::sha256_hex(&bytes) != file.sha256 || bytes != kept {
            return Err(format!("{}: not the fit kept for {key}", file.file));
        }
        MaxiCoach::new(rules, &bytes).map_err(|e| format!("{key}: {e}"))?;
        report.push_str(&format!("{key}: read back, the fit kept\n"));
    }
    Ok(())
}

/// `simulate` of Maxi Yatzy: solo games of a bot through the engine, each decision ranked by the
/// coach as the page's worker ranks it.
pub fn simulate(rules: RuleSet, level: BotLevel, games: u32, seed: u64) -> Result<String, String> {
    let mut coach = coach(rules)?;
    let t0 = std::time::Instant::now();
    let g = coach.bot_games(rules, level, games.into(), seed)?;
    let secs = t0.elapsed().as_secs_f64();
    Ok(format!(
        "{} games of {} by the coach's {level:?} bot: mean {:.2} (standard error {:.2}, sd {:.2}), in {secs:.1} s\n",
        g.games,
        rules.variant.name(),
        g.mean,
        g.sd / (g.games as f64).sqrt(),
        g.sd
    ))
}

/// `bots` of Maxi Yatzy: one game of a table of bots (a Tactician plays for points, as the
/// page's does in this game), every seat's boxes and totals as JSON, as `bots` prints them.
pub fn bots(rules: RuleSet, seats: &[BotLevel], seed: u64) -> Result<String, String> {
    let mut coach = coach(rules)?;
    let mut game = Game::new(rules, seats.len(), seed).map_err(|e| e.to_string())?;
    while !game.is_over() {
        game = coach.play_bot_turn(&game, seats[game.current_player()])?;
    }
    let r = game.rules();
    let out = serde_json::json!({
        "boxes": game.sheets().iter().map(|s| s.boxes.clone()).collect::<Vec<_>>(),
        "totals": game.sheets().iter().map(|s| s.totals(&r)).collect::<Vec<_>>(),
        "to_win_review": [],
    });
    Ok(format!("{out}\n"))
}

/// The coach of `rules`' card, from the fit kept here.
pub fn coach(rules: RuleSet) -> Result<MaxiCoach, String> {
    let (_, bytes) = shipped()
        .into_iter()
        .find(|&(r, _)| r.options.other_bonus == rules.options.other_bonus)
        .ok_or("no fit for this card")?;
    MaxiCoach::new(rules, bytes).map_err(|e| e.to_string())
}

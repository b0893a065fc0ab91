//! What just happened at the table, told from two sessions: the one before a change and the one
//! after it. The page marks these moments with sound and a vibration (`sound.rs`, a later part)
//! and, in time, with flourishes on the sheet; all of them follow the same [`Cue`]s, so they
//! never disagree about what happened.
//!
//! Pure: no browser, no clock. Everything comes from the games' data (`Rules::boxes`, each box's
//! [`Pattern`]), so every game, option set and real-dice table is covered without asking which
//! game is played.

use yahtzee_engine::{places, Game, Pattern, Scored, SeatKind, Section, Session};

/// Chance scores a flourish from this many points on (a high Chance is an achievement; a low
/// one is where a poor roll goes).
pub const HIGH_CHANCE: u16 = 30;

/// One moment of play worth marking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Dice were thrown (rolled, or real dice entered): how many left the table.
    Roll {
        /// Dice thrown (those not held).
        thrown: usize,
    },
    /// A box was filled.
    Score {
        /// Whose sheet (the seat).
        player: usize,
        /// Points in the box.
        points: u16,
    },
    /// A box worth a flourish: a full house (of any colour), any straight, or a Chance of
    /// [`HIGH_CHANCE`] points or more. Never for a box scored 0.
    Flourish {
        /// Whose sheet.
        player: usize,
        /// Which box.
        box_index: usize,
        /// Points in the box.
        points: u16,
    },
    /// The five-of-a-kind box (Yahtzee, Yacht, Yatzy) filled with its points, or an
    /// extra-Yahtzee bonus earned.
    FiveAlike {
        /// Whose sheet.
        player: usize,
        /// The box's points and the bonus earned with them.
        points: u16,
    },
    /// The upper bonus reached (or a higher tier of it).
    UpperBonus {
        /// Whose sheet.
        player: usize,
        /// The bonus points this score added.
        points: u16,
    },
    /// At a table of two or more, this score took the lead on points: this seat now leads
    /// alone, and did not lead alone before. The first points of a game take no lead (nobody
    /// had any).
    Lead {
        /// The seat that leads.
        seat: usize,
    },
    /// The game just ended.
    Won {
        /// Its winners, in seat order (several on a tie).
        seats: Vec<usize>,
    },
}

/// Who made a change, and at what pace: how much of its cues the page plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// A person at the table (the only mover whose device vibrates).
    Person,
    /// A bot at a pace a person can follow.
    Bot,
    /// A bot playing fast: shorter sounds.
    FastBot,
    /// A bot whose turn a person skipped to its end: no sound but the game's end.
    SkippedBot,
}

/// Who moved from `was`: the seat whose turn it was, and for a bot its pace: its turn skipped
/// to the end when `rush` names that turn (player, round), fast when `fast`.
pub fn mover(was: &Session, rush: Option<(usize, usize)>, fast: bool) -> Mover {
    let game = was.game();
    match was.current_seat().kind {
        SeatKind::Human => Mover::Person,
        _ if rush == Some((game.current_player(), game.round())) => Mover::SkippedBot,
        _ if fast => Mover::FastBot,
        _ => Mover::Bot,
    }
}

/// The cues of the change from `before` to `after`, in the order they happened: the score and
/// what it made (flourish, five alike, upper bonus, lead, the game's end), then a roll.
///
/// Only a step forward in the same game gives cues: `after` continues `before` (the same game,
/// every decision of `before` still made). An undo, a new game, a session replaced or loaded
/// gives none; so does a change that neither rolls nor scores (a hold, a correction).
pub fn cues(before: &Session, after: &Session) -> Vec<Cue> {
    let (was, now) = (before.game(), after.game());
    if !continues(before, after) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let scored = filled(now) > filled(was);
    if scored {
        if let Some(last) = now.last_scored() {
            out.push(Cue::Score {
                player: last.player,
                points: last.points,
            });
        }
        out.extend(marks(now));
        out.extend(lead_taken(now).map(|seat| Cue::Lead { seat }));
        if now.is_over() && !was.is_over() {
            out.push(Cue::Won {
                seats: winners(now),
            });
        }
    }
    let turn = now.turn();
    let rolled = match scored {
        true => turn.rolls > 0,
        false => turn.rolls > was.turn().rolls,
    };
    if rolled {
        out.push(Cue::Roll {
            thrown: turn.thrown.iter().filter(|&&t| t).count(),
        });
    }
    out
}

/// `after` is `before`'s game played on: the same session and game, every decision kept.
fn continues(before: &Session, after: &Session) -> bool {
    let (was, now) = (before.game(), after.game());
    before.seed() == after.seed()
        && before.game_number() == after.game_number()
        && before.seats().len() == after.seats().len()
        && was.seed() == now.seed()
        && was.rule_set() == now.rule_set()
        && now.decisions().starts_with(was.decisions())
}

/// Boxes filled on every sheet.
fn filled(game: &Game) -> usize {
    game.sheets()
        .iter()
        .map(|s| s.boxes.iter().filter(|b| b.is_some()).count())
        .sum()
}

/// What the last score made beyond its points, biggest first: five alike, the upper bonus, a
/// flourish.
pub fn marks(game: &Game) -> Vec<Cue> {
    let Some(last) = game.last_scored() else {
        return Vec::new();
    };
    let player = last.player;
    let mut out = Vec::new();
    if let Some(points) = five_alike(game, &last) {
        out.push(Cue::FiveAlike { player, points });
    }
    if let Some(points) = upper_bonus(game, &last) {
        out.push(Cue::UpperBonus { player, points });
    }
    let rules = game.rules();
    let flourish = match rules.boxes().get(last.box_index).map(|b| b.pattern) {
        Some(
            Pattern::FullHouse
            | Pattern::FullHouseSameColour
            | Pattern::Straight(_)
            | Pattern::Run { .. },
        ) => last.points > 0,
        Some(Pattern::Chance) => last.points >= HIGH_CHANCE,
        _ => false,
    };
    if flourish {
        out.push(Cue::Flourish {
            player,
            box_index: last.box_index,
            points: last.points,
        });
    }
    out
}

/// The points of five alike that `last`, the last score of `game`, made: the five-of-a-kind
/// box filled with more than 0, or an extra-Yahtzee bonus (the box's points and the bonus).
/// Shared with the words of the moments (`words::end::moments`).
pub fn five_alike(game: &Game, last: &Scored) -> Option<u16> {
    let y = game.rules().five_alike_box()?;
    ((last.box_index == y && last.points > 0) || last.bonus > 0).then_some(last.points + last.bonus)
}

/// The upper bonus points that `last`, the last score of `game`, added (a first or a higher
/// tier), if any.
pub fn upper_bonus(game: &Game, last: &Scored) -> Option<u16> {
    let rules = game.rules();
    if rules.boxes().get(last.box_index)?.section != Section::Upper {
        return None;
    }
    let now = game.sheets().get(last.player)?.totals(&rules);
    let before = rules.upper_bonus(now.upper.saturating_sub(last.points));
    (now.upper_bonus > before).then_some(now.upper_bonus - before)
}

/// The seat that leads alone on `totals`, if one does and has any points.
fn sole_leader(totals: &[u16]) -> Option<usize> {
    let top = *totals.iter().max()?;
    let mut leaders = totals.iter().enumerate().filter(|&(_, &t)| t == top);
    let (seat, _) = leaders.next()?;
    (top > 0 && leaders.next().is_none()).then_some(seat)
}

/// The seat that took the lead with the last score of `game`: at a table of two or more, it
/// leads alone now, did not before that score, and somebody had points before it.
pub fn lead_taken(game: &Game) -> Option<usize> {
    let last = game.last_scored()?;
    let now = totals(game);
    // The totals before it: the score, the bonus it earned and the upper bonus it reached.
    let mut was = now.clone();
    let made = last.points + last.bonus + upper_bonus(game, &last).unwrap_or(0);
    was[last.player] = was[last.player].saturating_sub(made);
    let seat = sole_leader(&now)?;
    let anyone = was.iter().any(|&t| t > 0);
    (now.len() > 1 && anyone && sole_leader(&was) != Some(seat)).then_some(seat)
}

/// Each player's total, in seat order.
pub fn totals(game: &Game) -> Vec<u16> {
    let rules = game.rules();
    game.sheets()
        .iter()
        .map(|s| s.totals(&rules).total)
        .collect()
}

/// The seats with the best total of a game (all of them when it ties), in seat order.
pub fn winners(game: &Game) -> Vec<usize> {
    places(&totals(game))
        .into_iter()
        .enumerate()
        .filter(|&(_, place)| place == 1)
        .map(|(seat, _)| seat)
        .collect()
}

#[cfg(test)]
mod tests;

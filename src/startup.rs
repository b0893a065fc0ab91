//! What the page opens with: the saved session, the game the address names, or both (then the
//! player is asked), with a notice for an address it cannot read. Pure, so every case is tested
//! natively; `hooks/persistence.rs` feeds it the browser's storage and address.

use yahtzee_engine::{DayPlay, Game, RuleSet, Session, VariantId};

use crate::msg;
use crate::state::{in_progress, Replacement};
use crate::words::{game_name, game_number, list};

mod tables;
pub use tables::open_table;

/// What the address asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// `seed=N`, as written.
    pub seed: Option<String>,
    /// `game=KEY`, as written.
    pub game: Option<String>,
    /// `daily=YYYY-MM-DD`, as written: that day's game.
    pub daily: Option<String>,
    /// `t=…`: a table on several phones (`yahtzee_engine::link`).
    pub table: Option<String>,
}

impl Link {
    /// Reads `?seed=N&game=KEY` out of a query string (percent-escapes are left as they are:
    /// seeds and keys never need them).
    pub fn parse(search: &str) -> Link {
        let mut link = Link::default();
        for kv in search.trim_start_matches('?').split('&') {
            if let Some(v) = kv.strip_prefix("seed=") {
                link.seed = Some(v.to_string());
            } else if let Some(v) = kv.strip_prefix("game=") {
                link.game = Some(v.to_string());
            } else if let Some(v) = kv.strip_prefix("daily=") {
                link.daily = Some(v.to_string());
            } else if let Some(v) = kv.strip_prefix("t=") {
                link.table = Some(v.to_string());
            }
        }
        link
    }
}

/// Where the page starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    /// The session on the table.
    pub session: Session,
    /// A notice to show.
    pub notice: Option<String>,
    /// A session the link offers in place of the one in progress.
    pub offer: Option<Replacement>,
    /// The session on the table before a set-aside one took its place, to keep aside.
    pub set_aside: Option<Session>,
}

fn solo(variant: VariantId, seed: u64) -> Session {
    let rules = RuleSet {
        variant,
        ..Default::default()
    };
    Session::solo(Game::new(rules, 1, seed).expect("one player is always allowed"))
}

/// The day a link's `daily=` names, or the notice why it names none.
fn read_day(link: &Link, notices: &mut Vec<String>) -> Option<u64> {
    let text = link.daily.as_deref().filter(|t| !t.is_empty())?;
    let day = yahtzee_engine::daily::parse_date(text);
    if day.is_none() {
        notices.push(msg::link_bad_day(text));
    }
    day
}

/// The start a link to `variant`'s game of `day` makes: the same day's game in progress stays;
/// the same day's game set aside for another comes back (the one on the table goes aside in its
/// place); another game in progress is asked about before the day's game takes its place.
fn daily_link(
    saved: Option<Session>,
    day: u64,
    variant: VariantId,
    set_aside: impl FnOnce(u64, VariantId) -> Option<Session>,
) -> (Session, Option<Replacement>, Option<Session>) {
    let same = |s: &Session| {
        s.dice_mode().is_daily() && s.seed() == day && s.rule_set().variant == variant
    };
    if let Some(s) = saved.as_ref().filter(|s| same(s)) {
        return (s.clone(), None, None);
    }
    if let Some(back) = set_aside(day, variant).filter(same) {
        return (back, None, saved.filter(in_progress));
    }
    let linked = Session::solo(
        Game::daily(variant, day, DayPlay::Record).unwrap_or_else(|_| Game::solo(day)),
    );
    match saved {
        Some(s) if in_progress(&s) => {
            let why = msg::link_opens_daily(&game_name(variant));
            let session = Box::new(linked);
            (
                s,
                Some(Replacement {
                    session,
                    why,
                    travel: None,
                }),
                None,
            )
        }
        _ => (linked, None, None),
    }
}

/// Decides the start. `saved` is the stored session (or the notice why it could not be read),
/// `set_aside` takes a session that a link replaced earlier out of the store, and
/// `random_seed` deals a new game.
pub fn start(
    saved: Result<Option<Session>, String>,
    link: &Link,
    set_aside: impl FnOnce(u64, VariantId) -> Option<Session>,
    random_seed: impl FnOnce() -> u64,
) -> Start {
    let (saved, mut notices) = match saved {
        Ok(s) => (s, Vec::new()),
        Err(notice) => (None, vec![notice]),
    };
    let seed = match link.seed.as_deref() {
        None | Some("") => None,
        Some(text) => match text.parse::<u64>() {
            Ok(n) if n <= yahtzee_engine::MAX_SEED => Some(n),
            _ => {
                notices.push(msg::link_bad_seed(text));
                None
            }
        },
    };
    let variant = match link.game.as_deref() {
        None | Some("") => None,
        Some(key) => match VariantId::from_key(key) {
            Some(v) => Some(v),
            None => {
                let known: Vec<String> = VariantId::ALL
                    .iter()
                    .map(|v| v.def().key.to_string())
                    .collect();
                notices.push(msg::link_bad_game(key, &list(&known)));
                None
            }
        },
    };
    let day = read_day(link, &mut notices);
    let notice = (!notices.is_empty()).then(|| notices.join(" "));
    let done = |session: Session, offer: Option<Replacement>, aside: Option<Session>| Start {
        session,
        notice: notice.clone(),
        offer,
        set_aside: aside,
    };
    // A day's game: the same dice for everyone, whoever opens the link.
    if let Some(day) = day {
        let (session, offer, aside) =
            daily_link(saved, day, variant.unwrap_or_default(), set_aside);
        return done(session, offer, aside);
    }
    // The address names a game when it has a readable seed, or a known game with no seed
    // (`?game=lucky7`: a new game of Lucky7).
    let named = match (seed, variant) {
        (Some(seed), v) => Some((seed, v.unwrap_or_default(), true)),
        (None, Some(v)) => Some((0, v, false)),
        (None, None) => None,
    };
    let Some((seed, variant, seeded)) = named else {
        return match saved {
            Some(s) => done(s, None, None),
            None => done(solo(VariantId::default(), random_seed()), None, None),
        };
    };
    let Some(saved) = saved else {
        let seed = if seeded { seed } else { random_seed() };
        return done(solo(variant, seed), None, None);
    };
    let same_game = saved.rule_set().variant == variant && (!seeded || saved.seed() == seed);
    if same_game {
        return done(saved, None, None);
    }
    // A game the player set aside for a link comes back as it was; the one on the table
    // goes aside in its place, so neither is lost.
    if seeded {
        if let Some(back) = set_aside(seed, variant) {
            let aside = in_progress(&saved).then_some(saved);
            return done(back, None, aside);
        }
    }
    let linked = solo(variant, if seeded { seed } else { random_seed() });
    if in_progress(&saved) {
        let why = if seeded {
            msg::link_opens_game(&game_name(variant), &game_number(seed))
        } else {
            msg::link_opens_new_game(&game_name(variant))
        };
        let offer = Replacement {
            session: Box::new(linked),
            why,
            travel: None,
        };
        done(saved, Some(offer), None)
    } else {
        done(linked, None, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Action;

    fn classic(seed: u64) -> Session {
        solo(VariantId::Classic, seed)
    }

    fn rolled(seed: u64) -> Session {
        classic(seed).apply(Action::Roll).unwrap()
    }

    fn go(saved: Option<Session>, search: &str) -> Start {
        start(Ok(saved), &Link::parse(search), |_, _| None, || 77)
    }

    #[test]
    fn seeds_are_read_from_the_query() {
        let link = Link::parse("?x=1&seed=7&game=tricolor");
        assert_eq!(link.seed.as_deref(), Some("7"));
        assert_eq!(link.game.as_deref(), Some("tricolor"));
        // The query a game is named by reads back as that game.
        let link = Link::parse(&crate::platform::game_query(4, VariantId::Yacht));
        assert_eq!(link.seed.as_deref(), Some("4"));
        assert_eq!(link.game.as_deref(), Some("yacht"));
    }

    #[test]
    fn no_link_keeps_the_saved_game_or_deals_a_new_one() {
        assert_eq!(go(Some(rolled(3)), "").session, rolled(3));
        assert_eq!(go(None, "").session.seed(), 77);
    }

    #[test]
    fn a_link_to_another_game_asks_before_replacing_one_in_progress() {
        let s = go(Some(rolled(3)), "?seed=5");
        assert_eq!(s.session, rolled(3), "the game in progress stays");
        let offer = s.offer.unwrap();
        assert_eq!(offer.session.seed(), 5);
        assert_eq!(offer.why, "This link opens Classic Yahtzee game #5.");
        // A game not yet started, or finished, is simply replaced.
        assert_eq!(go(Some(classic(3)), "?seed=5").session.seed(), 5);
        // The link to the game on the table is that game.
        assert_eq!(go(Some(rolled(5)), "?seed=5").session, rolled(5));
    }

    #[test]
    fn a_game_link_is_not_ignored_when_a_game_is_saved() {
        let s = go(Some(rolled(3)), "?game=yacht");
        let offer = s.offer.unwrap();
        assert_eq!(offer.session.rule_set().variant, VariantId::Yacht);
        assert_eq!(offer.session.seed(), 77);
        assert_eq!(
            go(Some(classic(3)), "?game=lucky7")
                .session
                .rule_set()
                .variant,
            VariantId::Lucky7
        );
    }

    #[test]
    fn a_daily_link_opens_the_days_game() {
        let s = go(None, "?daily=2026-12-01&game=yatzy").session;
        assert_eq!(s.dice_mode(), yahtzee_engine::DiceMode::Daily);
        assert_eq!((s.seed(), s.rule_set().variant), (20_788, VariantId::Yatzy));
        // The same day's game in progress stays as it is; another in progress is asked about.
        let playing = s.apply(Action::Roll).unwrap();
        let again = go(Some(playing.clone()), "?daily=2026-12-01&game=yatzy");
        assert_eq!((again.session, again.offer), (playing.clone(), None));
        let other = go(Some(playing.clone()), "?daily=2026-12-02&game=yatzy");
        assert_eq!(other.session, playing);
        assert_eq!(other.offer.unwrap().session.seed(), 20_789);
        let bad = go(None, "?daily=2026-02-30");
        assert_eq!(bad.session.dice_mode(), yahtzee_engine::DiceMode::Rolled);
        assert!(bad.notice.unwrap().contains("2026-02-30"));
    }

    #[test]
    fn bad_links_are_named_in_a_notice() {
        let s = go(Some(rolled(3)), "?seed=abc&game=chess");
        assert_eq!(s.session, rolled(3));
        let notice = s.notice.unwrap();
        assert!(
            notice.contains("\"abc\", which is not a game number"),
            "{notice}"
        );
        assert!(
            notice.contains("\"chess\", which this page does not have"),
            "{notice}"
        );
        assert!(go(None, "?seed=-4").notice.is_some());
        assert!(go(None, "?seed=99999999999999999999").notice.is_some());
    }

    #[test]
    fn a_set_aside_game_comes_back_and_the_current_one_goes_aside() {
        let s = start(
            Ok(Some(rolled(5))),
            &Link::parse("?seed=3"),
            |seed, _| (seed == 3).then(|| rolled(3)),
            || 1,
        );
        assert_eq!(s.session, rolled(3));
        assert_eq!(s.set_aside, Some(rolled(5)));
        assert_eq!(s.offer, None);
    }

    #[test]
    fn a_days_game_set_aside_comes_back_by_its_link() {
        let daily =
            |day| Session::solo(Game::daily(VariantId::Yacht, day, DayPlay::Record).unwrap());
        let playing = daily(20_788).apply(Action::Roll).unwrap();
        let aside = |day, v| {
            (v == VariantId::Yacht)
                .then(|| playing.clone())
                .filter(|_| day == 20_788)
        };
        let s = start(
            Ok(Some(rolled(5))),
            &Link::parse("?daily=2026-12-01&game=yacht"),
            aside,
            || 1,
        );
        assert_eq!(
            (s.session, s.set_aside, s.offer),
            (playing.clone(), Some(rolled(5)), None)
        );
        // A game of the page's dice set aside under the day's number is not the day's game.
        let s = start(
            Ok(None),
            &Link::parse("?daily=2026-12-01&game=classic"),
            |_, _| Some(rolled(20_788)),
            || 1,
        );
        assert_eq!(s.session, daily_classic(20_788));
    }

    fn daily_classic(day: u64) -> Session {
        Session::solo(Game::daily(VariantId::Classic, day, DayPlay::Record).unwrap())
    }

    #[test]
    fn unreadable_saved_data_gives_its_notice_and_the_link_plays() {
        let s = start(
            Err("damaged".into()),
            &Link::parse("?seed=8"),
            |_, _| None,
            || 1,
        );
        assert_eq!(s.session.seed(), 8);
        assert_eq!(s.notice.as_deref(), Some("damaged"));
    }
}

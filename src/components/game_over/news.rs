//! What a finished game means for the records: personal bests and places in the high scores.

use yahtzee_engine::Session;
use yew::prelude::*;

use crate::words::end;

/// The records' news of the session's finished game, each with whether it is a personal best
/// (read once per finished game; the game's own records, if already kept, are left out).
#[hook]
pub(super) fn use_record_news(session: &Session) -> Vec<(bool, String)> {
    let game = session.game();
    let key = crate::records::game_key(game);
    let kept = use_memo(key, |_| crate::storage::records());
    let achieved = crate::records::achievements(&kept, &crate::records::records_of(session, ""));
    let game_name = crate::words::game_name(game.rules().def.id);
    achieved
        .iter()
        .flat_map(|a| {
            let best = a
                .beaten_best
                .map(|was| (true, end::personal_best(&a.name, a.score, was)));
            let place = a
                .place
                .map(|p| (false, end::enters_records(&a.name, a.score, p, &game_name)));
            best.into_iter().chain(place)
        })
        .collect()
}

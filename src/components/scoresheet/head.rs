//! The scoresheet's caption (the game, and its table rules when they are not the official
//! ones) and its header (one column per player).

use yahtzee_engine::Rules;
use yew::prelude::*;

use super::rows::Sheet;
use crate::msg;
use crate::words::rules::options_text;

/// The caption: the game's name, and the table rules in force when they are not the official
/// ones, so nobody argues later.
pub(super) fn caption(rules: &Rules, note: Option<&AttrValue>) -> Html {
    html! {
        <caption>{ caption_text(rules, note) }</caption>
    }
}

/// The caption's words as the sheet's visible title, above the part that scrolls sideways: a
/// table's caption scrolls with the table, and a sheet of five swiped sideways cut it. The
/// caption stays for screen readers; this copy is for the eyes only.
pub(super) fn title(rules: &Rules, note: Option<&AttrValue>) -> Html {
    html! {
        <p class="sheet-title" aria-hidden="true">{ caption_text(rules, note) }</p>
    }
}

/// The game's name, its table rules where they are not the official ones, and `note`: a rule of
/// the table beside the game's (the coach off at a table on several phones).
fn caption_text(rules: &Rules, note: Option<&AttrValue>) -> Html {
    html! {
        <>{ msg::sheet_caption(&crate::words::game_name(rules.def.id)) }
            if rules.options != yahtzee_engine::Options::default() {
                <span class="sub">{ options_text(rules) }</span>
            }
            if let Some(note) = note {
                <span class="sub sheet-note">{ note.clone() }</span>
            }
        </>
    }
}

/// The header: "Box", then "Score" for a player alone, else each player's name and total. The
/// totals under the names keep every player's standing in view with the header (it sticks on a
/// wide screen; a phone shows the current player's column only). A screen reader hears them in
/// the sheet's last row: in a column's name they would be said with every cell.
pub(super) fn head(sheet: &Sheet, names: &[AttrValue], totals: &[u16]) -> Html {
    let players = sheet.players;
    html! {
        <thead>
            <tr>
                <th scope="col">{ msg::sheet_box_column() }</th>
                { for (0..players).map(|p| {
                    let name = if players == 1 {
                        msg::sheet_score_column()
                    } else {
                        names.get(p).map_or_else(|| msg::sheet_player(p + 1), |n| crate::words::shown_name(n))
                    };
                    let current = sheet.column(p).is_some();
                    // A name shows whole, on up to two lines, or as its initials when it would
                    // not fit them; the whole name is its title and what a screen reader says.
                    // (On a wide screen the columns of three or four are wide enough for any name on
                    // two lines: the CSS shows the initials only below 1100 px.)
                    let shown = match initials_if_long(&name, per_line(players)) {
                        Some(short) => html! {
                            <>
                                <span class="name long" aria-hidden="true">{ name.clone() }</span>
                                <span class="name initials" aria-hidden="true">{ short }</span>
                                <span class="sr-only">{ name.clone() }</span>
                            </>
                        },
                        None => html! { <span class="name">{ name.clone() }</span> },
                    };
                    html! {
                        <th scope="col" class={classes!(sheet.column(p), (players > 1).then(|| format!("seat-{p}")))}
                            aria-current={current.then_some("true")} title={name.clone()}>
                            { shown }
                            if players > 1 {
                                <span class="head-total" aria-hidden="true">{ totals[p] }</span>
                            }
                        </th>
                    }
                }) }
            </tr>
        </thead>
    }
}

/// How many letters of a name fit on a line of a player's column, by how many players share
/// the sheet (the CSS's column widths, at the header's size, with room for wide letters).
fn per_line(players: usize) -> usize {
    if players <= 2 {
        12
    } else {
        8
    }
}

/// The initials of `name` ("Ebba-Lovisa Karlsson": "EK"), when it does not fit on two lines of
/// `per_line` letters, broken at spaces and after hyphens; `None` when it fits whole.
fn initials_if_long(name: &str, per_line: usize) -> Option<String> {
    let mut lines = 1;
    let mut used = 0;
    for part in name.split_inclusive([' ', '-']) {
        let len = part.trim_end().chars().count();
        if len > per_line {
            lines = 3;
            break;
        }
        if used > 0 && used + len > per_line {
            lines += 1;
            used = 0;
        }
        used += part.chars().count();
    }
    (lines > 2).then(|| {
        name.split_whitespace()
            .filter_map(|w| w.chars().find(|c| !c.is_ascii_punctuation()))
            .take(3)
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::initials_if_long;

    #[test]
    fn a_name_shows_whole_on_two_lines_or_as_its_initials() {
        assert_eq!(initials_if_long("Bot 2", 6), None);
        assert_eq!(initials_if_long("Björn Lindqvist", 10), None);
        assert_eq!(initials_if_long("Ebba-Lovisa Karlsson", 12), None);
        assert_eq!(
            initials_if_long("Ebba-Lovisa Karlsson", 10),
            Some("EK".into())
        );
        assert_eq!(initials_if_long("Anna Maria Lindqvist", 10), None);
        assert_eq!(
            initials_if_long("Anna Maria Lindqvist", 8),
            Some("AML".into())
        );
        assert_eq!(initials_if_long("Bartholomew", 10), Some("B".into()));
        assert_eq!(initials_if_long("Jo", 6), None);
        assert_eq!(initials_if_long("Ada (Casual)", 8), None);
        assert_eq!(initials_if_long("Ada (Beginner)", 8), Some("AB".into()));
    }
}

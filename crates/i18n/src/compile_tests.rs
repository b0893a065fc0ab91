//! The checks and the compiled form, on small languages written here.

use super::*;
use crate::compile::{FIRST, LATER};
use crate::Part;

fn language(code: &str, files: &[(&str, &str)]) -> Result<Language, Vec<String>> {
    let sources: Vec<(String, String)> = files
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    parse_language(code, &sources)
}

const EN: &str = "\
# Variables:
#   $n (Number) - rolls left
roll = Roll ({ $n } left)
-brand = Yahtzee
title = { -brand } in your browser
";

#[test]
fn english_declares_every_variable_it_uses_and_uses_every_one_it_declares() {
    let en = language("en", &[("table", EN)]).unwrap();
    assert_eq!(check_english(&en), Vec::<String>::new());
    assert_eq!(
        en.get("roll").unwrap().declared,
        [("n".to_string(), VarType::Number)]
    );
    let undeclared = language("en", &[("table", "roll = Roll ({ $n } left)\n")]).unwrap();
    assert_eq!(check_english(&undeclared).len(), 1);
    let unused = language(
        "en",
        &[("table", "# Variables:\n#   $n (Number) - x\nroll = Roll\n")],
    )
    .unwrap();
    assert_eq!(check_english(&unused).len(), 1);
    let untyped = language(
        "en",
        &[("table", "# Variables:\n#   $n - x\nroll = { $n }\n")],
    );
    assert!(untyped.is_err());
}

#[test]
fn a_translation_missing_a_message_adding_one_or_using_other_variables_fails() {
    let en = language("en", &[("table", EN)]).unwrap();
    let good = language(
        "de",
        &[("table", "roll = Würfeln ({ $n ->\n [one] noch einer\n *[other] noch { $n }\n})\ntitle = Yahtzee im Browser\n")],
    )
    .unwrap();
    assert_eq!(check_translation(&en, &good), Vec::<String>::new());
    let missing = language("de", &[("table", "roll = Würfeln ({ $n })\n")]).unwrap();
    assert_eq!(
        check_translation(&en, &missing),
        ["de/table.ftl: title is missing"]
    );
    let extra = language(
        "de",
        &[("table", "roll = W { $n }\ntitle = T\nmore = Mehr\n")],
    )
    .unwrap();
    assert_eq!(
        check_translation(&en, &extra),
        ["de/table.ftl: more is not an English message"]
    );
    let other_var = language("de", &[("table", "roll = W { $m }\ntitle = T\n")]).unwrap();
    assert_eq!(check_translation(&en, &other_var).len(), 1);
    let other_file = language("de", &[("dialogs", "roll = W { $n }\ntitle = T\n")]).unwrap();
    assert_eq!(check_translation(&en, &other_file).len(), 2);
    assert!(language("de", &[("table", "roll = { NUMBER($n) }\n")]).is_err());
    assert!(language("de", &[("table", "roll = {\n")]).is_err());
}

#[test]
fn terms_are_inlined_and_variables_numbered_in_the_declared_order() {
    let en = language("en", &[("table", EN)]).unwrap();
    let title = en.get("title").unwrap();
    assert_eq!(
        title.pieces,
        [Piece::Text("Yahtzee in your browser".into())]
    );
    let roll = en.get("roll").unwrap();
    assert_eq!(
        compiled(&roll.pieces, &roll.declared),
        [
            Part::Text("Roll (".into()),
            Part::Arg(0),
            Part::Text(" left)".into())
        ]
    );
    assert_eq!(
        bundle_json(&en, &en, FIRST).unwrap(),
        r#"[["Roll (",0," left)"],"Yahtzee in your browser"]"#
    );
    assert_eq!(bundle_json(&en, &en, LATER).unwrap(), "[]");
}

/// A message with every awkward character: quotes, a backslash, a newline (the pattern goes on
/// over two lines), braces, a tab and a bell (string literals), non-ASCII, and a plural with an
/// exact number.
const AWKWARD: &str = r#"# Variables:
#   $n (Number) - how many
#   $name (String) - who
awkward =
    «{ $name }» said "it's \ fine" — { "{" }ok{ "}" }{ "\u0009" }{ "\u0007" }
    { $n ->
        [0] no dice
        [one] one Würfel 🎲
       *[other] { $n } Würfel
    }!
"#;

#[test]
fn the_page_reads_back_exactly_what_the_build_writes() {
    let en = language("en", &[("table", AWKWARD)]).unwrap();
    let json = bundle_json(&en, &en, FIRST).unwrap();
    // Escaped as JSON must be, and no more: non-ASCII is written as it is.
    for written in [
        r#"\"it's \\ fine\""#,
        r"\t\u0007\n",
        "Würfel 🎲",
        r#",0,"no dice","#,
    ] {
        assert!(json.contains(written), "{written} in {json}");
    }
    // Read back as the page reads a bundle (crate::read, on what JSON.parse gives it).
    let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
    let read = crate::read::bundle(&parsed);
    let m = en.get("awkward").unwrap();
    assert_eq!(read, [compiled(&m.pieces, &m.declared)]);
    let say = |n: crate::Num| {
        let mut out = String::new();
        let args = [crate::Arg::Num(n), crate::Arg::Str("Zoë {0}")];
        crate::format(&read[0], &args, &crate::English, &mut out);
        out
    };
    let head = "«Zoë {0}» said \"it's \\ fine\" — {ok}\t\u{7}\n";
    assert_eq!(say(0.into()), format!("{head}no dice!"));
    assert_eq!(say(1.into()), format!("{head}one Würfel 🎲!"));
    assert_eq!(say(3.into()), format!("{head}3 Würfel!"));
}

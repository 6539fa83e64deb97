//! Pictures as people see them: fixed pictures rendered and compared with the stored
//! PNGs of `tests/golden/` (see `golden/mod.rs`; `GOLDEN_UPDATE=1` renews them), their
//! words in all four languages, and the scripts the embedded font must draw.
//! A game's golden picture is one line: `golden("nyet-board-hu", &localized(&picture,
//! Lang::Hu));` (`played` gives a fixed state of a game).

mod golden;

use gametable::engine::{
    final_chart, score_chart, Actors, Anchor, Hue, Item, Picture, Seat, Text, Viewer,
};
use gametable::i18n::Lang;
use golden::{decode, differing, golden, localized, played, words, NAMES};

/// Every kind of item: the six suit colours and black on cards, a face-down card, the
/// six faces of dice, tokens with and without words, panels and labels.
fn sampler() -> Picture<String> {
    let suits = [
        Hue::Red,
        Hue::Blue,
        Hue::Yellow,
        Hue::Green,
        Hue::Orange,
        Hue::Purple,
        Hue::Black,
    ];
    let mut items = vec![Item::Panel {
        x: 8.0,
        y: 8.0,
        width: 584.0,
        height: 104.0,
        fill: Hue::Grey,
        outline: Some(Hue::Ink),
    }];
    for (i, hue) in suits.into_iter().enumerate() {
        items.push(Item::Card {
            x: 16.0 + 64.0 * i as f32,
            y: 16.0,
            width: 56.0,
            hue,
            rank: ["1", "7", "10", "Q", "13", "5", "J"][i].into(),
            face_down: false,
        });
    }
    items.push(Item::Card {
        x: 16.0 + 64.0 * 7.0,
        y: 16.0,
        width: 56.0,
        hue: Hue::Blue,
        rank: String::new(),
        face_down: true,
    });
    for (i, hue) in suits.into_iter().take(6).enumerate() {
        items.push(Item::Die {
            x: 16.0 + 48.0 * i as f32,
            y: 112.0,
            size: 40.0,
            pips: i as u8 + 1,
            hue,
        });
        items.push(Item::Token {
            cx: 320.0 + 44.0 * i as f32,
            cy: 132.0,
            radius: 18.0,
            hue,
            mark: if i % 2 == 0 {
                String::new()
            } else {
                (i * 4).to_string()
            },
        });
    }
    for (i, (words, anchor, bold)) in [
        ("Ωω Жж Őő — start", Anchor::Start, false),
        ("middle, bold", Anchor::Middle, true),
        ("end <&>", Anchor::End, false),
    ]
    .into_iter()
    .enumerate()
    {
        items.push(Item::Label {
            x: [16.0, 300.0, 584.0][i],
            y: 190.0,
            text: words.into(),
            size: 16.0,
            hue: Hue::Ink,
            anchor,
            bold,
        });
    }
    Picture {
        width: 600,
        height: 204,
        background: Hue::Felt,
        items,
    }
}

/// The final scores of [`chart`].
const FINAL: [i64; 4] = [12, 7, -1, 10];

/// A chart of points, its legend each seat's line of the final standings.
fn chart() -> Picture {
    let legend = FINAL
        .iter()
        .enumerate()
        .map(|(seat, score)| {
            Text::new("table-final-score")
                .arg("player", Seat(seat as u8))
                .arg("score", *score)
        })
        .collect();
    score_chart(
        Text::new("picture-scores"),
        legend,
        &[vec![3, -2, 0, 5], vec![8, 1, -4, 9], vec![12, 7, -1, 10]],
    )
}

#[test]
fn every_kind_of_item_looks_as_stored() {
    golden("sampler", &sampler());
}

#[test]
fn the_score_chart_looks_as_stored_in_english_and_greek() {
    golden("chart-en", &localized(&chart(), Lang::En));
    golden("chart-el", &localized(&chart(), Lang::El));
}

#[test]
fn the_score_charts_words_are_in_each_language_with_the_players_names() {
    let mut titles = Vec::new();
    for lang in [Lang::En, Lang::Hu, Lang::El, Lang::Ru] {
        let picture = localized(&chart(), lang);
        let words = words(&picture);
        titles.push(words[0].to_owned());
        for (seat, name) in NAMES.iter().take(4).enumerate() {
            // A negative score with a true minus sign: `Ζωή: −1 πόντος`.
            let score = gametable::i18n::integer(FINAL[seat]);
            assert!(
                words
                    .iter()
                    .any(|w| w.starts_with(&format!("{name}: {score} "))),
                "{lang}: {words:?}"
            );
        }
        let round = match lang {
            Lang::En => "Round 3",
            Lang::Hu => "3. forduló",
            Lang::El => "Γύρος 3",
            Lang::Ru => "Раунд 3",
        };
        assert!(words.contains(&round), "{lang}: {words:?}");
    }
    titles.dedup();
    assert_eq!(titles.len(), 4, "{titles:?}");
}

/// The ids of a picture's words, in order.
fn word_ids(picture: &Picture) -> Vec<&'static str> {
    picture
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Label { text, .. } => Some(text.id),
            _ => None,
        })
        .collect()
}

/// Clown Standoff's standings are places: the chart at its end is titled by them and its
/// legend gives each seat's place, where a game of points shows scores and points.
#[test]
fn a_chart_of_places_is_titled_and_labelled_by_places() {
    let clown = final_chart(played("clown", 3, 7, 20_000).as_ref());
    let boast = final_chart(played("boast", 3, 7, 20_000).as_ref());
    let (clown_ids, boast_ids) = (word_ids(&clown), word_ids(&boast));
    assert_eq!(clown_ids[0], "clown-chart-title");
    assert_eq!(boast_ids[0], "picture-scores");
    let legend = |ids: &[&'static str], id| ids.iter().filter(|i| **i == id).count();
    assert_eq!(legend(&clown_ids, "clown-final-place"), 3);
    assert_eq!(legend(&clown_ids, "table-final-score"), 0);
    assert_eq!(legend(&boast_ids, "table-final-score"), 3);
    for lang in Lang::ALL {
        let title = |chart: &Picture| words(&localized(chart, lang))[0].to_owned();
        assert_ne!(title(&clown), title(&boast), "{lang}");
    }
}

#[test]
fn latin_greek_and_cyrillic_letters_are_drawn() {
    let blank = |text: &str| Picture::<String> {
        width: 80,
        height: 40,
        background: Hue::Paper,
        items: vec![Item::Label {
            x: 40.0,
            y: 28.0,
            text: text.into(),
            size: 20.0,
            hue: Hue::Ink,
            anchor: Anchor::Middle,
            bold: false,
        }],
    };
    let nothing = decode(&gametable::render::png(&blank("")).unwrap().bytes);
    for letters in ["Őő", "Ωω", "Жж"] {
        let drawn = decode(&gametable::render::png(&blank(letters)).unwrap().bytes);
        assert!(
            differing(&drawn, &nothing) > 0.02,
            "{letters} left the picture blank"
        );
    }
}

/// Each game early in its first round (four steps: the deal and the first moves): the table in Hungarian and the first
/// seat's hand in Greek; and its score chart at the end, in Russian.
#[test]
fn every_games_table_hand_and_chart_look_as_stored() {
    for game in ["boast", "nyet", "clown", "haggis", "buttons"] {
        let state = played(game, 3, 7, 4);
        assert_ne!(state.actors(), Actors::Over, "{game}");
        let board = state.picture(Viewer::Public).expect("a table picture");
        golden(&format!("{game}-table-hu"), &localized(&board, Lang::Hu));
        let hand = state
            .picture(Viewer::Seat(Seat(0)))
            .expect("a hand picture");
        let things = hand
            .items
            .iter()
            .filter(|item| !matches!(item, Item::Label { .. }));
        assert!(things.count() >= 3, "{game}: a hand of {hand:?}");
        golden(&format!("{game}-hand-el"), &localized(&hand, Lang::El));
        let end = played(game, 3, 7, 20_000);
        assert_eq!(end.actors(), Actors::Over, "{game}");
        let chart = final_chart(end.as_ref());
        golden(&format!("{game}-chart-ru"), &localized(&chart, Lang::Ru));
    }
}

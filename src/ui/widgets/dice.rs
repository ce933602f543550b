//! "Dice" beside the backgammon and Ludo boards: every throw of this game, and of all the games
//! of its kind kept in this browser, counted per face (backgammon also per double) beside what
//! fair dice would give, and the chi-square test on the faces with its p-value in words
//! (docs/dice.md). The kept games are read when the panel opens, not at every move.

use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use crate::games::dice::{game_dice, game_throws, KeptDice};
use crate::games::{AnyGame, GameKind};
use crate::persist::Listed;
use crate::rules::codec::decimal;
use crate::rules::dice_stats::{DiceCounts, Evenness, MIN_DICE_FOR_TEST};
use crate::rules::Record;
use crate::ui::library::library;
use crate::ui::words::i18n::Lexicon;

/// The throws of the games kept in this browser, read when the panel opens, with the seed of the
/// game the page played then (None while the panel is closed); and the page's redraw, for when
/// they have been read. The play page holds them, so that the panel is a plain function of it.
pub type KeptThrows = (Rc<RefCell<Option<(u64, KeptDice)>>>, UseForceUpdateHandle);

/// The throws of every game of `kind` in this browser's library, replayed as My games lists
/// them. An entry that does not read or replay is left out (My games shows it as damaged).
fn kept_dice(kind: GameKind) -> KeptDice {
    let mut throws = Vec::new();
    for listed in library().catalog_page(Some(kind), usize::MAX).listed {
        if let Listed::Game(opened) = listed {
            throws.extend(game_throws(opened.entry.game.seed, opened.record.moves()));
        }
    }
    KeptDice::new(throws)
}

/// The chi-square test's line, or why there is none yet.
fn test_line(words: &Lexicon, counts: &DiceCounts) -> String {
    let Some(fit) = counts.fit() else {
        return words.fill("play.dice-too-few", &[("min", &MIN_DICE_FOR_TEST)]);
    };
    let point = words.get("play.advice-decimal-separator");
    let number = |x: f64, places| decimal(x, places, false).replace('.', &point);
    // Three places: a p under 0.001 is written as such rather than as 0.000.
    let p = if fit.p < 0.001 {
        format!("< {}", number(0.001, 3))
    } else {
        format!("= {}", number(fit.p, 3))
    };
    let verdict = words.get(match fit.evenness() {
        Evenness::AsUsual => "play.dice-even",
        Evenness::LessEven => "play.dice-less-even",
        Evenness::FarLessEven => "play.dice-far-less-even",
    });
    words.fill(
        "play.dice-test",
        &[
            ("chi", &number(fit.chi_square, 2)),
            ("p", &p),
            ("verdict", &verdict),
        ],
    )
}

/// `text` safe inside HTML markup.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// One set of counts as markup, a face (or a double) a column: how often each came up, and how
/// often fair dice would show each (one figure across the six), then the test. Written as markup,
/// every word escaped, rather than with `html!`, whose elements cost about twice the wasm
/// (docs/dice.md, "Its cost").
fn counts_table(
    m: &mut String,
    words: &Lexicon,
    caption: &str,
    counts: DiceCounts,
    doubles: bool,
    testid: &'static str,
) {
    let point = words.get("play.advice-decimal-separator");
    let _ = write!(
        m,
        "<table class=\"dice-counts\" data-testid=\"{testid}\"><caption>{}</caption><tr><th>{}</th>",
        escaped(&words.fill(caption, &[("dice", &counts.dice())])),
        escaped(&words.get("play.dice-face"))
    );
    for face in 1..=6 {
        let _ = write!(m, "<th>{face}</th>");
    }
    let mut row = |name: &str, key: &str, cells: &[u32], expected: f64| {
        let _ = write!(
            m,
            "</tr><tr data-row=\"{name}\"><th scope=\"row\">{}</th>",
            escaped(&words.get(key))
        );
        for n in cells {
            let _ = write!(m, "<td>{n}</td>");
        }
        let expected = decimal(expected, 1, false).replace('.', &point);
        let _ = write!(
            m,
            "</tr><tr data-row=\"{name}-expected\"><th scope=\"row\">{}</th><td colspan=\"6\">{expected}</td>",
            escaped(&words.get("play.dice-expected"))
        );
    };
    row(
        "faces",
        "play.dice-seen",
        &counts.faces,
        counts.expected_face(),
    );
    if doubles {
        row(
            "doubles",
            "play.dice-doubles",
            &counts.doubles,
            counts.expected_double(),
        );
    }
    let _ = write!(
        m,
        "</tr></table><p class=\"dice-test\">{}</p>",
        escaped(&test_line(words, &counts))
    );
}

/// The panel, for the dice games (nothing for the others): closed, its heading alone; open,
/// this game's counts and those of every game of its kind kept in this browser.
pub fn dice_panel(words: &Lexicon, record: &Record<AnyGame>, seed: u64, kept: &KeptThrows) -> Html {
    let kind = record.start().kind();
    if !matches!(kind, GameKind::Backgammon | GameKind::Ludo) {
        return html! {};
    }
    let (read, redraw) = kept;
    let ontoggle = {
        let (read, redraw) = (read.clone(), redraw.clone());
        Callback::from(move |e: Event| {
            let details: web_sys::Element = e.target_unchecked_into();
            // Read afresh at each opening: games may have been kept since.
            *read.borrow_mut() = details
                .has_attribute("open")
                .then(|| (seed, kept_dice(kind)));
            redraw.force_update();
        })
    };
    let moves = record.moves();
    let doubles = kind == GameKind::Backgammon;
    let mut read = read.borrow_mut();
    if let Some((read_with, kept)) = read.as_mut() {
        // The game was replaced (a new game, an import) since the kept games were read: the
        // one it replaced is kept now, with throws the reading missed.
        if *read_with != seed {
            *read_with = seed;
            *kept = kept_dice(kind);
        }
    }
    let mut markup = String::new();
    if let Some((_, kept)) = read.as_ref() {
        let game = game_dice(moves);
        let all = kept.with_game(seed, moves);
        counts_table(
            &mut markup,
            words,
            "play.dice-this-game",
            game,
            doubles,
            "dice-game",
        );
        counts_table(
            &mut markup,
            words,
            "play.dice-kept-games",
            all,
            doubles,
            "dice-kept",
        );
    }
    html! {
        <details class="dice-panel" data-testid="dice-panel" {ontoggle}>
            <summary>{ words.get("play.dice") }</summary>
            { Html::from_html_unchecked(markup.into()) }
        </details>
    }
}

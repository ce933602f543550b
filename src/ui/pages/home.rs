//! The home page: one card per game with a small picture of its board (the game in progress, or
//! the start), "Continue your game" for a game in progress and "New game" beside it, "You vs
//! computer" for the games with a computer player, the rules, the board editor ("Set up a
//! position") and the way to My games, with the reminder to back the games up where the browser
//! may delete them.

use yew::prelude::*;

use crate::games::{AnyGame, GameKind};
use crate::persist::{has_computer_player, Computers};
use crate::ui::boards::thumbnail::thumbnail;
use crate::ui::library::library;
use crate::ui::pages::my_games::{keeping_note, use_keeping};
use crate::ui::settings::use_words;
use crate::ui::words::game_name;
use crate::ui::words::i18n::Lexicon;

/// The level "You vs computer" starts at (Casual: beatable by a new player who is careful).
const VS_COMPUTER_LEVEL: u8 = 3;

/// The `ai=` seats of "You vs computer": you take the first seat, the computer every other one
/// (in Ludo, three computers).
fn vs_computer_seats(kind: GameKind) -> String {
    let seats: Vec<String> = (1..Computers::max_seats(kind))
        .map(|seat| format!("{seat}:{VS_COMPUTER_LEVEL}"))
        .collect();
    seats.join(",")
}

/// The address of a new game with people on every seat. `#/play/<game>` continues the latest
/// game in progress; naming the computer's seats (here: none) asks for a new game instead, as
/// "You vs computer" does.
fn new_game_href(kind: GameKind) -> String {
    format!("#/play/{}?ai=", kind.slug())
}

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Why we landed here instead of where the address pointed, if that is the case.
    pub problem: Option<String>,
}

/// The key of a game's one-line description on its card.
fn blurb_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::EnglishDraughts => "home.blurb.english-draughts",
        GameKind::Tammi => "home.blurb.tammi",
        GameKind::Tama => "home.blurb.tama",
        GameKind::Chess => "home.blurb.chess",
        GameKind::Backgammon => "home.blurb.backgammon",
        GameKind::Ludo => "home.blurb.ludo",
        GameKind::Camelot => "home.blurb.camelot",
    }
}

/// One game's card. `in_progress` is the position of its latest game with moves, if any: the
/// picture shows it and the card's main link continues it.
fn game_card(words: &Lexicon, kind: GameKind, in_progress: Option<AnyGame>) -> Html {
    let slug = kind.slug();
    // The actions below the card name their game to screen readers through its title.
    let title_id = format!("game-title-{slug}");
    let continuing = in_progress.is_some();
    let picture = in_progress.unwrap_or_else(|| AnyGame::new_of(kind));
    let action = if continuing {
        html! { <span class="game-action continue" data-testid="continue-game">{ words.get("home.continue") }</span> }
    } else {
        html! { <span class="game-action">{ words.get("home.new-game") }</span> }
    };
    html! {
        <li class="game-tile" data-game={slug}>
            <a class="game-card" data-game={slug} href={format!("#/play/{slug}")}>
                { thumbnail(words, &picture) }
                <span class="game-title" id={title_id.clone()}>{ game_name(words, kind) }</span>
                <span class="game-blurb">{ words.get(blurb_key(kind)) }</span>
                { action }
            </a>
            <div class="card-actions">
                if continuing {
                    <a class="button new-game-link" data-testid="home-new-game" data-game={slug}
                        href={new_game_href(kind)} aria-describedby={title_id.clone()}>{ words.get("home.new-game") }</a>
                }
                if has_computer_player(kind) {
                    // One click to a new game against the computer (you move first).
                    <a class="button vs-computer" data-testid="vs-computer" data-game={slug}
                        href={format!("#/play/{slug}?ai={}", vs_computer_seats(kind))}
                        aria-describedby={title_id.clone()}>{ words.get("home.vs-computer") }</a>
                }
                // A new game with a friend on another device, played by passing links.
                <a class="button vs-friend" data-testid="vs-friend" data-game={slug}
                    href={format!("#/play/{slug}?friend=new")}
                    aria-describedby={title_id.clone()}>{ words.get("home.vs-friend") }</a>
            </div>
            <div class="card-links">
                <a class="rules-link" href={format!("#/rules/{slug}")} aria-describedby={title_id.clone()}>{ words.get("home.rules") }</a>
                <a class="edit-link" data-testid="set-up" data-game={slug} href={format!("#/edit/{slug}")}
                    aria-describedby={title_id}>{ words.get("home.set-up") }</a>
            </div>
        </li>
    }
}

/// "My games: every game kept in this browser", the link where the sentence puts `{link}`.
fn my_games_line(words: &Lexicon) -> Html {
    let line = words.get("home.my-games-line");
    let (before, after) = line.split_once("{link}").unwrap_or(("", &line));
    html! {
        <p class="my-games-line">
            { before.to_string() }
            <a class="games-link" data-testid="my-games-link" href="#/games">{ words.get("home.my-games") }</a>
            { after.to_string() }
        </p>
    }
}

#[component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let words = use_words();
    let keeping = use_keeping();
    // Read once per visit (replaying each kind's games), not again when the language changes.
    let in_progress = use_memo((), |_| {
        let library = library();
        GameKind::ALL.map(|kind| {
            // An untouched game (a page opened and left) is not one to continue.
            library
                .latest_in_progress(kind)
                .filter(|opened| !opened.record.moves().is_empty())
                .map(|opened| opened.record.current().clone())
        })
    });
    let cards = GameKind::ALL
        .into_iter()
        .zip(in_progress.iter())
        .map(|(kind, game)| game_card(&words, kind, game.clone()));
    html! {
        <main class="home">
            <h1>{ words.get("common.home") }</h1>
            <p class="tagline">{ words.get("home.tagline") }</p>
            if let Some(problem) = &props.problem {
                <div class="notice error" data-testid="message" role="alert">
                    { words.fill("home.address-failed", &[("why", problem)]) }
                </div>
            }
            { my_games_line(&words) }
            <p class="join-line"><a data-testid="join-link" href="#/join">{ words.get("home.join") }</a></p>
            { keeping_note(&words, &keeping, false) }
            <ul class="game-list">{ for cards }</ul>
        </main>
    }
}

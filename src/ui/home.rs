//! The home page: the playable games, each opening its latest game in progress (or a new one),
//! for the games with a computer player a new game against it, the board editor ("Set up a
//! position") and the way to My games.

use yew::prelude::*;

use super::library::library;
use crate::games::GameKind;
use crate::persist::{has_computer_player, Computers};

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

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Why we landed here instead of where the address pointed, if that is the case.
    pub problem: Option<String>,
}

fn blurb(kind: GameKind) -> &'static str {
    match kind {
        GameKind::EnglishDraughts => {
            "Checkers on the dark squares: compulsory captures, short kings."
        }
        GameKind::Tammi => "Finnish draughts: flying kings, and the captured pieces stay until the move ends.",
        GameKind::Tama => "Armenian draughts on all 64 squares: sideways moves, straight captures, the longest capture.",
        GameKind::Ludo => "Two to four players race four pieces home: a 1 or a 6 to come out, knock others back.",
        GameKind::Backgammon => {
            "Race your fifteen checkers home: hitting, the doubling cube, gammons, match play."
        }
        GameKind::Chess => "FIDE chess: castling, en passant, promotion, every draw rule.",
        GameKind::Camelot => "Knights and men on 160 squares: canter, jump and charge; two pieces in the enemy castle win.",
    }
}

#[component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let library = library();
    let cards = GameKind::ALL.into_iter().map(|kind| {
        // An untouched game (a page opened and left) is not one to continue.
        let saved = library
            .latest_in_progress(kind)
            .is_some_and(|opened| !opened.record.moves().is_empty());
        html! {
            <li>
                <a class="game-card" data-game={kind.slug()} href={format!("#/play/{}", kind.slug())}>
                    <span class="game-title">{ kind.title() }</span>
                    <span class="game-blurb">{ blurb(kind) }</span>
                    <span class="game-action">{ if saved { "Continue your game" } else { "New game" } }</span>
                </a>
                if has_computer_player(kind) {
                    // One click to a new game against the computer (you move first).
                    <a class="vs-computer" data-testid="vs-computer" data-game={kind.slug()}
                        href={format!("#/play/{}?ai={}", kind.slug(), vs_computer_seats(kind))}>{ "You vs computer" }</a>
                }
                <a class="rules-link" href={format!("#/rules/{}", kind.slug())}>{ "Rules" }</a>
                <a class="edit-link" data-testid="set-up" data-game={kind.slug()} href={format!("#/edit/{}", kind.slug())}>{ "Set up a position" }</a>
            </li>
        }
    });
    html! {
        <main class="home">
            <h1>{ "Tabula" }</h1>
            <p class="tagline">{ "Seven classic board games to play together on one device. Works offline; games are saved in this browser." }</p>
            if let Some(problem) = &props.problem {
                <div class="notice error" data-testid="message" role="alert">{ format!("That address did not open: {problem}.") }</div>
            }
            <p class="my-games-line"><a class="games-link" data-testid="my-games-link" href="#/games">{ "My games" }</a>{ ": every game kept in this browser" }</p>
            <ul class="game-list">{ for cards }</ul>
        </main>
    }
}

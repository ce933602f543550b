//! The game clock beside the board: each side's time, the running one marked, tenths shown
//! under ten seconds, and a button that pauses a game put aside. The page redraws on a timer
//! while the time runs (the session changes only at moves), and the session hears when a flag
//! is due.
//! (The time used is saved as the page is left: `pages::play::saving`.)

use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::game_clock::GameClock;
use crate::rules::Seat;
use crate::ui::session::Action;
use crate::ui::timer;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::seat_name;

/// A time as a clock shows it: `4:05`, `1:02:03`, and under ten seconds `9.4`.
pub fn clock_text(ms: u64) -> String {
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// How long until the running time's display changes (a tenth under ten seconds).
fn next_change(ms: u64) -> u32 {
    let step = if ms <= 10_000 { 100 } else { 1000 };
    (ms % step + 1).min(step) as u32
}

/// Redraws the page while the game clock runs (its face changes, the session does not) and
/// tells the session when a flag is due. A hook of the play page rather than a component of its
/// own: a component costs the download more than the page's redrawing costs the phone.
#[hook]
pub fn use_clock_tick(clock: Option<&GameClock>, on_action: &Callback<Action>) {
    let redraw = use_force_update();
    let running = clock.and_then(|c| {
        c.turn()
            .filter(|_| c.running())
            .map(|seat| c.left_ms(seat, js_sys::Date::now()))
    });
    let on_action = on_action.clone();
    use_effect(move || {
        // After every drawing: a flag that is due is told, else the next change is awaited.
        let timer = match running {
            Some(0) => {
                on_action.emit(Action::Tick);
                None
            }
            Some(left) => Some(timer::after(
                next_change(left),
                Box::new(move || redraw.force_update()),
            )),
            None => None,
        };
        move || drop(timer)
    });
}

/// Both sides' times, the running one marked, and the pause button while the game goes on.
pub fn clock_face(
    words: &Lexicon,
    clock: &GameClock,
    game: &AnyGame,
    playing: bool,
    on_action: &Callback<Action>,
) -> Html {
    let now = js_sys::Date::now();
    let running = clock.turn().filter(|_| clock.running());
    let face = |seat: Seat| {
        let left = clock.left_ms(seat, now);
        let class = classes!(
            "clock",
            (running == Some(seat)).then_some("running"),
            (left < 10_000).then_some("low"),
        );
        html! {
            <p {class} data-testid={format!("clock-{}", seat.0)}>
                <span class="clock-side">{ seat_name(words, game, seat) }</span>
                <span class="clock-time">{ clock_text(left) }</span>
            </p>
        }
    };
    let paused = clock.paused;
    html! {
        <div class="clocks" role="group" aria-label={words.get("play.clock")}>
            { face(Seat(0)) }
            { face(Seat(1)) }
            if playing {
                <button class="clock-pause" data-testid="clock-pause" aria-pressed={paused.to_string()}
                    onclick={on_action.reform(move |_: MouseEvent| Action::PauseClock(!paused))}>
                    { words.get(if paused { "play.clock-resume" } else { "play.clock-pause" }) }
                </button>
            }
        </div>
    }
}

//! The play page's timers that keep a game going by itself, visibly: a Ludo throw that moves
//! nothing passes after a moment (issue 11, 2.7), the computer throws the die for its seat after
//! a short pause, and plays a many-step answer (a backgammon play) one step at a time. Each
//! timer is for one position: it is dropped (cancelled) when the position changes first, and
//! the reducer ignores one that fires for a position gone by.

use gloo::timers::callback::Timeout;

use crate::ui::timer;
use yew::prelude::*;

use crate::ui::session::{Action, Session};

/// How long a Ludo throw that moves nothing stays on show before the turn passes by itself.
pub const PASS_PAUSE_MS: u32 = 800;
/// How long the computer's turn shows before it throws the die (Ludo).
pub const THROW_PAUSE_MS: u32 = 500;
/// How long each step of the computer's play shows before the next (backgammon).
pub const STEP_PAUSE_MS: u32 = 450;

/// Dispatches `action` after `ms`, while the returned timer is kept.
fn after(ms: u32, dispatcher: UseReducerDispatcher<Session>, action: Action) -> Timeout {
    timer::after(ms, Box::new(move || dispatcher.dispatch(action)))
}

/// The game's own pace: the dice as soon as it is chance's turn, passes, the computer's throws
/// and the computer's steps.
#[hook]
pub fn use_pacing(session: &UseReducerHandle<Session>) {
    {
        // Chance moves as soon as it is its turn (unless the player throws by hand): the dice
        // come from the session's seed.
        let dispatcher = session.dispatcher();
        let automatic = !session.rolls_by_hand();
        use_effect_with(
            (session.record.cursor(), session.chance_due()),
            move |(_, pending)| {
                if *pending && automatic {
                    dispatcher.dispatch(Action::ResolveChance);
                }
            },
        );
    }
    let dispatcher = session.dispatcher();
    let stuck = session.stuck_pass().is_some();
    let throw = session.computer_throw();
    let step = session.queued_step().map(|queued| queued.ply);
    let ply = session.record.cursor();
    use_effect_with(
        (ply, stuck, throw, step),
        move |&(_, stuck, throw, step)| {
            let timers: Vec<Timeout> = [
                stuck.then_some((PASS_PAUSE_MS, Action::PassStuckTurn)),
                throw.map(|ply| (THROW_PAUSE_MS, Action::ComputerThrow(ply))),
                step.map(|ply| (STEP_PAUSE_MS, Action::ComputerStep(ply))),
            ]
            .into_iter()
            .flatten()
            .map(|(ms, action)| after(ms, dispatcher.clone(), action))
            .collect();
            move || drop(timers)
        },
    );
}

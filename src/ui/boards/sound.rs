//! The game's sounds, made on the spot with the Web Audio API (no files to download): a soft
//! knock for a move, a harder double knock for a capture, a rattle for a roll, a two-note call
//! for check and a rising chord for the end of a game.
//!
//! Only [`crate::ui::boards::motion`] plays them, and only when the player turned sound on (off by default,
//! the settings bar's switch, kept in the page prefs). Browsers let a page's audio start only
//! after the player has used the page, so the one `AudioContext` is made on the first sound
//! and resumed on the player's next press or key where it was made too early. Where Web Audio
//! is missing or refuses, nothing sounds and nothing breaks.
//!
//! For example `sound::play(Sound::Capture)` after a render where a piece was taken.

use std::cell::{Cell, RefCell};

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

/// What happened on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Roll,
    Check,
    End,
}

/// One note of a sound: when it starts (seconds after the sound starts), its pitch, how long it
/// lasts, its peak loudness (0-1) and its wave.
struct Note {
    at: f64,
    hz: f32,
    secs: f64,
    peak: f32,
    wave: OscillatorType,
}

const fn note(at: f64, hz: f32, secs: f64, peak: f32, wave: OscillatorType) -> Note {
    Note {
        at,
        hz,
        secs,
        peak,
        wave,
    }
}

/// The notes of each sound: short (at most half a second) and quiet, so they never crowd a
/// quick game.
fn notes(sound: Sound) -> Vec<Note> {
    use OscillatorType::{Sine, Square, Triangle};
    match sound {
        Sound::Move => vec![note(0.0, 330.0, 0.09, 0.25, Triangle)],
        Sound::Capture => vec![
            note(0.0, 220.0, 0.08, 0.3, Triangle),
            note(0.07, 165.0, 0.12, 0.3, Triangle),
        ],
        // Dice tumbling: quick clicks at uneven pitches, a little apart.
        Sound::Roll => [0.0, 0.045, 0.1, 0.14, 0.2]
            .iter()
            .zip([900.0, 1250.0, 1050.0, 1400.0, 980.0])
            .map(|(&at, hz)| note(at, hz, 0.03, 0.08, Square))
            .collect(),
        Sound::Check => vec![
            note(0.0, 880.0, 0.12, 0.18, Sine),
            note(0.13, 660.0, 0.16, 0.18, Sine),
        ],
        Sound::End => vec![
            note(0.0, 523.25, 0.45, 0.15, Sine),
            note(0.1, 659.25, 0.4, 0.15, Sine),
            note(0.2, 783.99, 0.35, 0.15, Sine),
        ],
    }
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

/// Plays `sound` now (the caller has checked that the player wants sound).
pub fn play(sound: Sound) {
    CONTEXT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
            resume_on_next_gesture();
        }
        let Some(context) = slot.as_ref() else {
            return;
        };
        if context.state() == AudioContextState::Suspended {
            // Refused until the player has used the page: the listener below tries again.
            let _ = context.resume();
        }
        let now = context.current_time();
        for note in notes(sound) {
            let _ = tone(context, now, &note);
        }
    });
}

/// One note: an oscillator through a gain that rises in 8 ms and dies away (no clicks).
fn tone(context: &AudioContext, now: f64, note: &Note) -> Result<(), JsValue> {
    let start = now + note.at;
    let end = start + note.secs;
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(note.wave);
    oscillator.frequency().set_value_at_time(note.hz, start)?;
    let gain = context.create_gain()?;
    let level = gain.gain();
    level.set_value_at_time(0.0001, start)?;
    level.exponential_ramp_to_value_at_time(note.peak, start + 0.008)?;
    level.exponential_ramp_to_value_at_time(0.0001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(end + 0.02)
}

/// Resumes a suspended context on the player's next presses and keys (for the whole page's
/// life: a browser may suspend it again, e.g. in a background tab).
fn resume_on_next_gesture() {
    if LISTENING.with(|on| on.replace(true)) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for kind in ["pointerdown", "keydown"] {
        EventListener::new(&document, kind, |_| {
            CONTEXT.with(|slot| {
                if let Some(context) = slot.borrow().as_ref() {
                    if context.state() == AudioContextState::Suspended {
                        let _ = context.resume();
                    }
                }
            });
        })
        .forget();
    }
}

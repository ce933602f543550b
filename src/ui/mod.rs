//! The web app: Yew function components over the rules library, in rooms by role:
//! - [`boards`]: one board shell for every game over a renderer per game (and the keys, the
//!   cursor, motion and sound); the geometry and marks every renderer shares sit at its bottom;
//! - [`session`]: the play page's state as a pure reducer ([`session::Session`]), whose logic
//!   runs natively in tests;
//! - [`pages`]: the app and the pages its address's hash names (home, play, rules, My games,
//!   the editor);
//! - [`widgets`]: the parts around a board (controls, move list, move entry, notices, options);
//! - [`words`]: the page's words in its languages.
//!
//! The page's settings (theme, language, ...) are one context every room reads ([`settings`]).

pub mod boards;
pub mod camera;
pub mod library;
pub mod live;
pub mod pages;
pub mod pairing;
pub mod session;
pub mod settings;
pub mod timer;
pub mod widgets;
pub mod words;

pub use pages::app::App;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}

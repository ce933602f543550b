//! The web app's entry point (built for wasm32 by Trunk). The same wasm runs twice: in the page,
//! where it renders the app, and in the computer player's Web Worker (`tabula::worker`).

fn main() {
    if tabula::worker::in_worker() {
        tabula::worker::run();
    } else {
        tabula::ui::start();
    }
}

//! The web app's entry point (built for wasm32 by Trunk).

fn main() {
    tabula::ui::start();
}

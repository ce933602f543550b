//! How strong the backgammon computer player is, measured by GNU Backgammon 1.07 (Debian
//! package `gnubg`; issue 13). Two measures:
//!
//! - `self`: a level plays itself here, in-process through `think()`, with seeded dice; each
//!   match is written as `.mat` text (`target/bg-strength/`), imported and analysed by gnubg
//!   (`analyse match`, `show statistics match`), and the error rates per move are printed in
//!   mEMG with their 95% intervals across the matches, for chequer play and for cube decisions,
//!   with gnubg's rating of the chequer play (Advanced or better: at most 12 mEMG).
//! - `gnubg`: a level against gnubg's own player at its `intermediate` or `expert` setting,
//!   money games (no beavers; the Jacoby rule with `--jacoby`) or, with `--match N`, N-point
//!   matches (Crawford rule), driven by `scripts/gnubg-play.py` inside gnubg, which asks our
//!   command line (`tabula bestmove backgammon <PositionID:MatchID> --level N`) for our side's
//!   actions; the Match ID tells our side the score. Prints our points per game (or match) and
//!   the share of games (matches) won with 95% intervals, and (with `--analyse`) gnubg's error
//!   rates for our side in those games or matches, the intervals across them.
//!
//! ```text
//! cargo run --release --example bg_strength -- self <levels> <games> [match-length] [options]
//! cargo run --release --example bg_strength -- gnubg <level> <games> <intermediate|expert> [options]
//!   <levels>  6, 1-6, 2,4,6, or `first`: the "first legal play" baseline (not the engine)
//!   match-length  0 (default): money games, each its own `0 point match` file; N: N-point
//!                 matches, played until the games reach <games>
//!   <games>       (gnubg mode) money games, or with --match the matches
//!   --jobs N      games played and analysed N at a time (default 1)
//!   --plies P     gnubg's analysis depth for chequer play and cube (default 2, as gnubg's own
//!                 default analysis; 0 or 1 are quicker)
//!   --seed S      dice and the engine's choices (default 1)
//!   --jacoby      (money games, both modes) play and analyse with the Jacoby rule
//!   --match N     (gnubg mode) N-point matches (Crawford rule) rather than money games, one
//!                 `.mat` file each
//!   --chequer-plies C  gnubg's depth for chequer play alone (default: as --plies); 0 makes a
//!                 measure of the cube decisions alone much quicker
//!   --analyse     (gnubg mode) also analyse the games (matches) played against gnubg
//!   --here        (gnubg mode) ask this example's `answer` (the same `think()`) rather than
//!                 `target/release/tabula bestmove`
//! cargo run --release --example bg_strength -- answer <level|first> <PositionID:MatchID> [--jacoby]
//!   one action as the command line prints it (what the driver asks of the baseline)
//! ```
//!
//! Every figure comes with the time it took: the games, gnubg's analysis, and the wall clock.

#[path = "bg_strength/analysis.rs"]
mod analysis;
#[path = "bg_strength/selfplay.rs"]
mod selfplay;
#[path = "bg_strength/selfrun.rs"]
mod selfrun;
#[path = "bg_strength/stats.rs"]
mod stats;
#[path = "bg_strength/versus.rs"]
mod versus;

use std::path::PathBuf;
use std::process::ExitCode;

use selfplay::Player;
use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::rules::Game;

/// Where the `.mat` files and the driver's results go.
pub fn out_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/bg-strength")
}

/// Settings shared by the modes.
#[derive(Clone, Debug)]
pub struct Settings {
    pub jobs: usize,
    pub plies: u8,
    pub seed: u64,
    pub analyse: bool,
    pub here: bool,
    /// Money games with the Jacoby rule.
    pub jacoby: bool,
    /// The gnubg mode's match length (`--match`); 0 for money games.
    pub match_length: u8,
    /// gnubg's depth for chequer play when it differs from the cube's (`--chequer-plies`).
    pub chequer_plies: Option<u8>,
}

/// Splits the options (`--jobs 2`) from the positional arguments.
fn settings(args: &[String]) -> Result<(Settings, Vec<String>), String> {
    let mut settings = Settings {
        jobs: 1,
        plies: 2,
        seed: 1,
        analyse: false,
        here: false,
        jacoby: false,
        match_length: 0,
        chequer_plies: None,
    };
    let mut rest = Vec::new();
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let mut number = |max: u64| {
            let value = words.next().ok_or(format!("{word} needs a value"))?;
            value
                .parse::<u64>()
                .ok()
                .filter(|n| *n <= max)
                .ok_or(format!("bad value {value:?} for {word} (0 to {max})"))
        };
        match word.as_str() {
            "--jobs" => settings.jobs = number(64)?.max(1) as usize,
            "--plies" => settings.plies = number(4)? as u8,
            "--seed" => settings.seed = number(u64::MAX)?,
            "--analyse" => settings.analyse = true,
            "--here" => settings.here = true,
            "--jacoby" => settings.jacoby = true,
            "--match" => settings.match_length = number(25)? as u8,
            "--chequer-plies" => settings.chequer_plies = Some(number(4)? as u8),
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ => rest.push(word.clone()),
        }
    }
    Ok((settings, rest))
}

/// `6`, `1-6`, `2,4,6` or `first`.
fn players(text: &str) -> Option<Vec<Player>> {
    if let Some((low, high)) = text.split_once('-') {
        let (low, high) = (low.parse::<u8>().ok()?, high.parse::<u8>().ok()?);
        return (low..=high)
            .map(|l| Player::parse(&l.to_string()))
            .collect();
    }
    text.split(',').map(Player::parse).collect()
}

/// `answer <level|first> <code> [--jacoby]`: the action the player takes, as `tabula bestmove`
/// prints it (a code does not say whether a money game plays the Jacoby rule, so `jacoby`
/// does: the `--jacoby` that `settings` has already taken out of `args`).
fn answer(args: &[String], jacoby: bool) -> Result<(), String> {
    let [who, code] = args else {
        return Err("answer needs <level|first> <PositionID:MatchID>".into());
    };
    let player = Player::parse(who).ok_or(format!("no player {who:?}"))?;
    let options = BackgammonOptions {
        jacoby,
        ..BackgammonOptions::default()
    };
    let game = Backgammon::decode(code, &options).map_err(|e| format!("bad code {code:?}: {e}"))?;
    let moves = player.decide(&game, 1)?;
    println!("{}", versus::action_text(&game, &moves));
    Ok(())
}

fn run(args: &[String]) -> Result<(), String> {
    let (settings, rest) = settings(args)?;
    let number = |i: usize, what: &str| {
        rest.get(i)
            .and_then(|t| t.parse::<u32>().ok())
            .ok_or(format!("{what}: give a whole number"))
    };
    match rest.first().map(String::as_str) {
        Some("self") => {
            let levels = rest.get(1).and_then(|t| players(t)).ok_or("bad levels")?;
            let games = number(2, "games")?.max(1);
            let length = match rest.get(3) {
                None => 0,
                Some(_) => number(3, "match length")?.min(25) as u8,
            };
            let mut rows = Vec::new();
            for player in &levels {
                rows.push(selfrun::self_play(*player, games, length, &settings)?);
            }
            if rows.len() > 1 {
                println!(
                    "\nmEMG per move, 95% intervals, gnubg 1.07 analysis {}-ply:\n\
                     | player | chequer play (rating) | cube | overall | games | plays | wall |\n\
                     |---|---|---|---|---|---|---|",
                    settings.plies
                );
                println!("{}", rows.join("\n"));
            }
            Ok(())
        }
        Some("gnubg") => {
            let player = rest
                .get(1)
                .and_then(|t| Player::parse(t))
                .ok_or("bad level")?;
            let games = number(2, "games")?.max(1);
            let skill = rest.get(3).map(String::as_str).unwrap_or("expert");
            versus::against_gnubg(player, games, skill, &settings)
        }
        Some("answer") => answer(&rest[1..], settings.jacoby),
        _ => Err(
            "usage: bg_strength self <levels> <games> [match-length] | gnubg <level> \
                  <games> <intermediate|expert> | answer <level> <code>; options --jobs N \
                  --plies P --seed S --analyse --here --jacoby --match N (see the file's docs)"
                .into(),
        ),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bg_strength: {message}");
            ExitCode::FAILURE
        }
    }
}

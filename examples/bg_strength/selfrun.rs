//! The `self` mode: a player against itself, each match written as `.mat`, analysed by gnubg
//! as soon as it is played (so that `--jobs` workers keep both the engine and gnubg busy), and
//! the error rates pooled over the matches.

use std::fs;
use std::sync::Mutex;
use std::time::Instant;

use crate::analysis::{analyse, print_rates, rating, Depth, Side};
use crate::selfplay::{play_match, Player};
use crate::{out_dir, Settings};
use tabula::persist::mat::write_mat;

/// One match played and analysed.
struct Unit {
    games: u32,
    turns: u32,
    /// Both seats' statistics summed.
    side: Side,
    play_s: f64,
    analyse_s: f64,
}

/// The workers' shared state: what to play next and what came back.
#[derive(Default)]
struct Work {
    started: u32,
    in_flight: u32,
    games_done: u32,
    units: Vec<Unit>,
    error: Option<String>,
}

/// File-name tag of a player: `l6` or `first`.
pub fn tag(player: Player) -> String {
    match player {
        Player::Level(level) => format!("l{level}"),
        Player::FirstLegal => "first".into(),
    }
}

/// Plays `games` games (money games, or matches of `length` points until the games reach
/// `games`) of `player` against itself, has gnubg analyse them and prints the figures.
pub fn self_play(
    player: Player,
    games: u32,
    length: u8,
    settings: &Settings,
) -> Result<String, String> {
    let dir = out_dir();
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let wall = Instant::now();
    let work = Mutex::new(Work::default());
    let depth = Depth {
        plies: settings.plies,
        chequer: settings.chequer_plies.unwrap_or(settings.plies),
        jacoby: settings.jacoby,
    };
    std::thread::scope(|scope| {
        for _ in 0..settings.jobs {
            scope.spawn(|| worker(player, games, length, settings, depth, &work));
        }
    });
    let work = work
        .into_inner()
        .map_err(|_| "a worker failed".to_string())?;
    if let Some(error) = work.error {
        return Err(error);
    }
    Ok(report(
        player,
        length,
        settings,
        &work.units,
        wall.elapsed().as_secs_f64(),
    ))
}

/// Takes matches to play until there are enough, playing and analysing each.
fn worker(
    player: Player,
    games: u32,
    length: u8,
    settings: &Settings,
    depth: Depth,
    work: &Mutex<Work>,
) {
    loop {
        let index = {
            let Ok(mut w) = work.lock() else { return };
            let enough = if length == 0 {
                w.started >= games
            } else {
                w.games_done + w.in_flight >= games
            };
            if enough || w.error.is_some() {
                return;
            }
            w.started += 1;
            w.in_flight += 1;
            w.started - 1
        };
        let result = one_unit(player, length, settings, depth, index);
        let Ok(mut w) = work.lock() else { return };
        w.in_flight -= 1;
        match result {
            Ok(unit) => {
                w.games_done += unit.games;
                w.units.push(unit);
            }
            Err(e) => w.error = Some(e),
        }
    }
}

/// Plays match `index`, writes it and has gnubg analyse it.
fn one_unit(
    player: Player,
    length: u8,
    settings: &Settings,
    depth: Depth,
    index: u32,
) -> Result<Unit, String> {
    let seed = settings.seed.wrapping_mul(0x1000_0001) ^ (u64::from(index) << 8) ^ 0xB6;
    let clock = Instant::now();
    let played = play_match([player, player], length, settings.jacoby, seed)?;
    let play_s = clock.elapsed().as_secs_f64();
    let text = write_mat(&played.start, &played.moves, ["White", "Black"])
        .map_err(|e| format!("writing match {index}: {e}"))?;
    let path = out_dir().join(format!("self-{}-{length}p-{index:03}.mat", tag(player)));
    fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    let clock = Instant::now();
    let [white, black] = analyse(&path, depth, None)?;
    let side = white.plus(black);
    if side.moves != played.turns {
        return Err(format!(
            "gnubg read {} plays of the {} in {}: the import went wrong",
            side.moves,
            played.turns,
            path.display()
        ));
    }
    Ok(Unit {
        games: played.games,
        turns: played.turns,
        side,
        play_s,
        analyse_s: clock.elapsed().as_secs_f64(),
    })
}

/// Prints a level's figures; returns them as a row of the summary table.
fn report(player: Player, length: u8, settings: &Settings, units: &[Unit], wall_s: f64) -> String {
    let games: u32 = units.iter().map(|u| u.games).sum();
    let turns: u32 = units.iter().map(|u| u.turns).sum();
    let kind = match length {
        0 if settings.jacoby => "money games (Jacoby rule), one file each".to_string(),
        0 => "money games (no Jacoby), one file each".to_string(),
        n => format!("games in {} {n}-point matches", units.len()),
    };
    println!(
        "{} against itself: {games} {kind}, {turns} chequer plays; gnubg 1.07 analysis {}-ply \
         (cube; chequer play {}-ply; cubeful)",
        player.name(),
        settings.plies,
        settings.chequer_plies.unwrap_or(settings.plies)
    );
    let sides: Vec<Side> = units.iter().map(|u| u.side).collect();
    let rates = print_rates(&sides);
    let play_s: f64 = units.iter().map(|u| u.play_s).sum();
    let analyse_s: f64 = units.iter().map(|u| u.analyse_s).sum();
    println!(
        "  time: games {play_s:.0} s ({:.0} ms a turn), gnubg's analysis {analyse_s:.0} s; \
         wall {wall_s:.0} s with {} job(s)",
        1000.0 * play_s / f64::from(turns.max(1)),
        settings.jobs
    );
    let cell =
        |rate: Option<(f64, f64)>| rate.map_or("-".into(), |(r, h)| format!("{r:.1} ± {h:.1}"));
    let rated = rates[0].map_or("", |(r, _)| rating(r));
    format!(
        "| {} | {} ({rated}) | {} | {} | {games} | {turns} | {wall_s:.0} s |",
        player.name(),
        cell(rates[0]),
        cell(rates[1]),
        cell(rates[2]),
    )
}

//! The `gnubg` mode: money games or matches against gnubg's own player, driven by
//! `scripts/gnubg-play.py` inside gnubg, which asks a command (our `tabula bestmove`, or this
//! example's `answer` for the baseline) for our side's actions. `--jobs N` runs N gnubg
//! processes on their own dice. A match is one unit throughout: one line from the driver, one
//! `.mat` file, one sample for the intervals (its games are not independent of each other).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::analysis::{analyse, print_rates, Depth, Side, GNUBG};
use crate::selfplay::Player;
use crate::selfrun::tag;
use crate::stats::mean;
use crate::{out_dir, Settings};
use tabula::games::backgammon::{Backgammon, BgMove, Phase};

/// The skills the driver knows (gnubg 1.07's predefined 0-ply players).
const SKILLS: [&str; 5] = ["beginner", "casual", "intermediate", "advanced", "expert"];

/// `moves` as the command line prints them: a play in notation, `double`, `no double`,
/// `take`, `pass`, `accept resignation`, `reject resignation` or `next game`.
pub fn action_text(game: &Backgammon, moves: &[BgMove]) -> String {
    let word = match moves.first() {
        Some(BgMove::RollDice) => "no double",
        Some(BgMove::Double) => "double",
        Some(BgMove::Take) => "take",
        Some(BgMove::Pass) => "pass",
        Some(BgMove::AcceptResignation) => "accept resignation",
        Some(BgMove::RejectResignation) => "reject resignation",
        Some(BgMove::NextGame) => "next game",
        _ => "",
    };
    if !word.is_empty() || !matches!(game.phase(), Phase::Moving(_)) {
        return word.to_string();
    }
    let steps: Vec<BgMove> = moves
        .iter()
        .copied()
        .filter(|m| matches!(m, BgMove::Step { .. }))
        .collect();
    game.whole_plays()
        .into_iter()
        .find(|(play, _)| *play == steps)
        .map_or_else(|| "(no play)".to_string(), |(_, text)| text)
}

/// What the driver runs for our side's actions: `tabula bestmove` for a level, unless `here`
/// (or for the baseline): this example's `answer`, the same `think()` in-process.
fn player_command(player: Player, here: bool, jacoby: bool) -> Result<String, String> {
    let me = std::env::current_exe().map_err(|e| format!("own path: {e}"))?;
    let rule = if jacoby { " --jacoby" } else { "" };
    let command = match player {
        Player::Level(level) if !here => {
            let tabula = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/tabula");
            if !tabula.exists() {
                return Err(format!(
                    "{} is missing: cargo build --release --bin tabula",
                    tabula.display()
                ));
            }
            format!(
                "{} bestmove backgammon {{code}} --level {level}",
                tabula.display()
            )
        }
        Player::Level(level) => format!("{} answer {level} {{code}}", me.display()),
        Player::FirstLegal => format!("{} answer first {{code}}", me.display()),
    };
    Ok(command + rule)
}

/// One game's (money) or one match's line from the driver.
#[derive(Debug)]
struct GameResult {
    /// Our points less gnubg's.
    points: f64,
    /// 1 when we won the game or match, else 0.
    won: f64,
    /// Games played (1 for a money game).
    games: f64,
    /// Seconds our side's command took, over the actions asked.
    seconds: f64,
    asked: f64,
    /// gnubg's resignations accepted without asking our side (offers our codes cannot hold).
    unasked: f64,
}

/// Runs one gnubg process for `games` games or matches (each exported as `.mat`); returns
/// their results.
fn run_driver(
    template: &str,
    skill: &str,
    games: u32,
    seed: u64,
    job: usize,
    name: &str,
    settings: &Settings,
) -> Result<Vec<GameResult>, String> {
    let dir = out_dir();
    for old in game_files(&dir, &format!("{name}-{job}-"))? {
        fs::remove_file(&old).map_err(|e| format!("{}: {e}", old.display()))?;
    }
    let results = dir.join(format!("{name}-{job}.jsonl"));
    let log = dir.join(format!("{name}-{job}.log"));
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/gnubg-play.py");
    let out = Command::new(GNUBG)
        .args(["-t", "-q", "-p"])
        .arg(&script)
        .env("BG_PLAYER", template)
        .env("BG_SKILL", skill)
        .env("BG_GAMES", games.to_string())
        .env("BG_SEED", seed.to_string())
        .env("BG_JACOBY", if settings.jacoby { "on" } else { "off" })
        .env("BG_MATCH", settings.match_length.to_string())
        .env("BG_RESULTS", &results)
        .env("BG_MAT", dir.join(format!("{name}-{job}")))
        .output()
        .map_err(|e| format!("cannot run {GNUBG}: {e}"))?;
    let mut text = out.stdout;
    text.extend(out.stderr);
    fs::write(&log, text).map_err(|e| format!("{}: {e}", log.display()))?;
    let lines = fs::read_to_string(&results)
        .map_err(|e| format!("{}: {e} (see {})", results.display(), log.display()))?;
    let mut played = Vec::new();
    for line in lines.lines() {
        if let Some(at) = line.find("\"error\"") {
            return Err(format!("driver: {} (see {})", &line[at..], log.display()));
        }
        let field = |key: &str| json_number(line, key);
        let unasked = field("resignations_accepted_unasked").unwrap_or(0.0);
        match (field("points"), field("seconds"), field("asked")) {
            (Some(points), Some(seconds), Some(asked)) => played.push(GameResult {
                points,
                won: field("won").unwrap_or(f64::from(u8::from(points > 0.0))),
                games: field("games").unwrap_or(1.0),
                seconds,
                asked,
                unasked,
            }),
            _ => return Err(format!("bad driver line {line:?}")),
        }
    }
    Ok(played)
}

/// The number after `"key": ` in a flat JSON line.
fn json_number(line: &str, key: &str) -> Option<f64> {
    let at = line.find(&format!("\"{key}\":"))? + key.len() + 3;
    let rest = line[at..].trim_start();
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    rest[..end].trim().parse().ok()
}

/// Plays `games` money games (or matches, `settings.match_length`) of `player` against gnubg
/// at `skill` and prints the score.
pub fn against_gnubg(
    player: Player,
    games: u32,
    skill: &str,
    settings: &Settings,
) -> Result<(), String> {
    if !SKILLS.contains(&skill) {
        return Err(format!("unknown gnubg skill {skill:?} (one of {SKILLS:?})"));
    }
    if settings.jacoby && settings.match_length > 0 {
        return Err("the Jacoby rule is for money games: --jacoby or --match, not both".into());
    }
    let template = player_command(player, settings.here, settings.jacoby)?;
    println!("our side: {template}");
    fs::create_dir_all(out_dir()).map_err(|e| e.to_string())?;
    let name = match settings.match_length {
        0 => format!("vs-{skill}-{}", tag(player)),
        n => format!("vs-{skill}-{}-{n}p", tag(player)),
    };
    let wall = Instant::now();
    let jobs = settings.jobs.min(games as usize).max(1);
    let shares: Vec<u32> = (0..jobs as u32)
        .map(|j| games / jobs as u32 + u32::from(j < games % jobs as u32))
        .collect();
    let results: Vec<Result<Vec<GameResult>, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = shares
            .iter()
            .enumerate()
            .map(|(job, &share)| {
                let seed = settings.seed * 1000 + job as u64;
                let (template, name) = (&template, &name);
                scope.spawn(move || run_driver(template, skill, share, seed, job, name, settings))
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err("a driver thread failed".into()))
            })
            .collect()
    });
    let mut played = Vec::new();
    for result in results {
        played.extend(result?);
    }
    let elapsed = (jobs, wall.elapsed().as_secs_f64());
    report(player, skill, &played, settings, elapsed);
    if settings.analyse {
        analyse_ours(&name, jobs, settings)?;
    }
    Ok(())
}

/// Prints our points per game (match) and the share of games (matches) won.
fn report(
    player: Player,
    skill: &str,
    played: &[GameResult],
    settings: &Settings,
    wall: (usize, f64),
) {
    let (jobs, wall_s) = wall;
    let points: Vec<f64> = played.iter().map(|g| g.points).collect();
    let wins: Vec<f64> = played.iter().map(|g| g.won).collect();
    let (ppg, ppg_half) = mean(&points);
    let (won, won_half) = mean(&wins);
    let asked: f64 = played.iter().map(|g| g.asked).sum();
    let games: f64 = played.iter().map(|g| g.games).sum();
    let (unit, units, what) = match settings.match_length {
        0 => (
            "game",
            "games",
            format!(
                "money games (cube, {}, no beavers)",
                if settings.jacoby {
                    "the Jacoby rule"
                } else {
                    "no Jacoby rule"
                }
            ),
        ),
        n => (
            "match",
            "matches",
            format!("{n}-point matches (Crawford rule), {games} games"),
        ),
    };
    println!(
        "{} against gnubg 1.07 {skill} (0-ply{}): {} {what}",
        player.name(),
        if skill == "expert" { "" } else { " with noise" },
        played.len(),
    );
    println!(
        "  points a {unit} (ours less gnubg's) {ppg:+.3} ± {ppg_half:.3} (95% interval {:+.3} to \
         {:+.3}); {units} won {:.1}% ± {:.1}% ({} of {})",
        ppg - ppg_half,
        ppg + ppg_half,
        100.0 * won,
        100.0 * won_half,
        wins.iter().filter(|&&w| w > 0.0).count(),
        played.len()
    );
    let seconds: f64 = played.iter().map(|g| g.seconds).sum();
    println!(
        "  time: wall {wall_s:.0} s with {jobs} gnubg process(es); our side's command took \
         {:.0} ms an action ({asked} actions asked)",
        1000.0 * seconds / asked.max(1.0)
    );
    let unasked: f64 = played.iter().map(|g| g.unasked).sum();
    if unasked > 0.0 {
        println!(
            "  {unasked} of gnubg's resignations accepted without asking our side (offered at the \
             start of a turn where gnubg could not double: a state our position codes do not hold)"
        );
    }
}

/// Has gnubg analyse the games just played and prints our side's error rates.
fn analyse_ours(name: &str, jobs: usize, settings: &Settings) -> Result<(), String> {
    let clock = Instant::now();
    let depth = Depth {
        plies: settings.plies,
        chequer: settings.chequer_plies.unwrap_or(settings.plies),
        jacoby: settings.jacoby,
    };
    let mut files = Vec::new();
    for job in 0..jobs {
        files.extend(game_files(&out_dir(), &format!("{name}-{job}-"))?);
    }
    // The files shared among `jobs` gnubg processes at a time; our side is gnubg's player 1.
    let chunks: Vec<&[PathBuf]> = files.chunks(files.len().div_ceil(jobs).max(1)).collect();
    let analysed: Vec<Result<Vec<Side>, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|f| analyse(f, depth, Some(1)).map(|s| s[1]))
                        .collect()
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err("an analysis thread failed".into()))
            })
            .collect()
    });
    let mut ours: Vec<Side> = Vec::new();
    for sides in analysed {
        ours.extend(sides?);
    }
    if ours.is_empty() {
        return Err("no games exported by the driver to analyse".into());
    }
    // One file a game or a match: the intervals are across these units.
    println!(
        "  our side as gnubg {}-ply analyses it (cube; chequer play {}-ply), over {} {} ({:.0} s):",
        settings.plies,
        depth.chequer,
        ours.len(),
        if settings.match_length > 0 {
            "matches"
        } else {
            "games"
        },
        clock.elapsed().as_secs_f64()
    );
    print_rates(&ours);
    Ok(())
}

/// The driver's per-game `.mat` files starting with `prefix`, in order.
fn game_files(dir: &Path, prefix: &str) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix) && n.ends_with(".mat"))
        })
        .collect();
    files.sort();
    Ok(files)
}

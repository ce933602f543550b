//! What the cube decision reads for a position: our chances (0-ply, one roll deeper as level 6
//! reads them) and the three cubeful equities, for comparison with gnubg's `hint`.
//!
//! ```text
//! cargo run --release --example bg_cube_probe -- <PositionID:MatchID>... [--jacoby]
//! cargo run --release --example bg_cube_probe -- --table <decisions.tsv> [--plies 2,3] [--jobs N] [--jacoby]
//! ```
//!
//! With `--table`, the decisions listed by `scripts/gnubg-cube-decisions.py` (gnubg's three
//! equities for each) are decided again by our search at each depth in `--plies`, and each
//! decision's error by gnubg's equities is printed (a line a decision: the table's own columns,
//! then ours at each depth with the margin that `CubeDecision::margin` reads, then the errors), with the totals at the end: the same positions
//! for every depth, so that two depths compare decision by decision. A double's error is the
//! better of no double and double (the lesser of take and pass) less what was chosen; a
//! take's, what was chosen less the lesser of take and pass.

use tabula::ai::backgammon::cube::{decide, decide_deeper, CubeState};
use tabula::ai::backgammon::eval::evaluate;
use tabula::ai::backgammon::play::one_roll_deeper;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, Phase};
use tabula::rules::{Game, Seat};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let jacoby = args.iter().any(|a| a == "--jacoby");
    let options = BackgammonOptions {
        jacoby,
        ..BackgammonOptions::default()
    };
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    if let Some(path) = value("--table") {
        let plies: Vec<u8> = value("--plies")
            .unwrap_or_else(|| "2".into())
            .split(',')
            .map(|p| p.parse().expect("--plies: depths like 2,3"))
            .collect();
        let jobs = value("--jobs").map_or(1, |j| j.parse().expect("--jobs: a number"));
        table(&path, &plies, jobs, &options);
        return;
    }
    let flags_with_values = ["--table", "--plies", "--jobs"];
    let codes = args.iter().enumerate().filter(|(i, a)| {
        !a.starts_with("--") && (*i == 0 || !flags_with_values.contains(&args[i - 1].as_str()))
    });
    for (_, code) in codes {
        let game = match Backgammon::decode(code, &options) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("{code}: {e}");
                continue;
            }
        };
        let Some(seat) = on_roll(&game) else {
            continue;
        };
        let side = usize::from(seat.0.min(1));
        let state = CubeState::of_game(&game, seat);
        println!(
            "{code} (jacoby {jacoby}, efficiency {:.2})",
            state.efficiency
        );
        for (name, c) in [
            ("0-ply", evaluate(game.board(), side)),
            ("1-roll", one_roll_deeper(game.board(), 1 - side).flip()),
        ] {
            let d = decide(&c, &state);
            println!(
                "  {name:6} {:.3} {:.3} {:.3} - {:.3} {:.3} {:.3}  ND {:+.3} DT {:+.3} DP {:+.3}: {}",
                c.win,
                c.win_gammon,
                c.win_backgammon,
                1.0 - c.win,
                c.lose_gammon,
                c.lose_backgammon,
                d.no_double,
                d.double_take,
                d.double_pass,
                d.advice()
            );
        }
        for plies in 1..=3 {
            if let Some((_, d)) = decide_deeper(&game, plies) {
                println!(
                    "  {plies}-roll cubeful:  ND {:+.5} DT {:+.5} DP {:+.5}: {}",
                    d.no_double,
                    d.double_take,
                    d.double_pass,
                    d.advice()
                );
            }
        }
    }
}

/// The side about to roll, doubling or moving.
fn on_roll(game: &Backgammon) -> Option<Seat> {
    match game.phase() {
        Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Doubled(s) | Phase::Moving(s) => Some(s),
        _ => None,
    }
}

/// One decision of the table: the doubler's position, a double or a take, what was played
/// (true: doubled or took), and gnubg's no double, double-take and double-pass equities.
struct Listed {
    line: String,
    code: String,
    take: bool,
    gnubg: [f64; 3],
}

/// The error of choosing `yes` (to double, or to take) by gnubg's equities.
fn error(listed: &Listed, yes: bool) -> f64 {
    let [nd, dt, dp] = listed.gnubg;
    let doubled = dt.min(dp);
    if listed.take {
        (if yes { dt } else { dp }) - doubled
    } else {
        nd.max(doubled) - if yes { doubled } else { nd }
    }
}

fn table(path: &str, plies: &[u8], jobs: usize, options: &BackgammonOptions) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let listed: Vec<Listed> = text
        .lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let number = |i: usize| f.get(i)?.parse::<f64>().ok();
            Some(Listed {
                line: line.to_string(),
                code: f.first()?.to_string(),
                take: *f.get(1)? == "take",
                gnubg: [number(3)?, number(4)?, number(5)?],
            })
        })
        .collect();
    // Each job takes every `jobs`-th decision; the lines are printed in the table's order.
    let rows: Vec<(usize, String, Vec<f64>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs.max(1))
            .map(|job| {
                let listed = &listed;
                scope.spawn(move || {
                    let mut rows = Vec::new();
                    for (i, one) in listed.iter().enumerate().skip(job).step_by(jobs.max(1)) {
                        let Ok(game) = Backgammon::decode(&one.code, options) else {
                            eprintln!("{}: not a position", one.code);
                            continue;
                        };
                        let Some(seat) = on_roll(&game) else {
                            continue;
                        };
                        let state = CubeState::of_game(&game, seat);
                        let mut columns = String::new();
                        let mut errors = Vec::new();
                        for &p in plies {
                            let Some((_, d)) = decide_deeper(&game, p) else {
                                continue;
                            };
                            let yes = if one.take {
                                d.should_take()
                            } else {
                                d.should_double()
                            };
                            columns += &format!(
                                "\t{:.5}\t{:.5}\t{:.5}\t{}\t{:.4}",
                                d.no_double,
                                d.double_take,
                                d.double_pass,
                                u8::from(yes),
                                d.margin(&state, one.take)
                            );
                            errors.push(error(one, yes));
                        }
                        let shown: Vec<String> = errors.iter().map(|e| format!("{e:.5}")).collect();
                        rows.push((
                            i,
                            format!("{}{columns}\t{}", one.line, shown.join("\t")),
                            errors,
                        ));
                    }
                    rows
                })
            })
            .collect();
        let mut rows: Vec<_> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("a job failed"))
            .collect();
        rows.sort_by_key(|r| r.0);
        rows
    });
    let mut totals = vec![0.0; plies.len()];
    let mut played = 0.0;
    for (i, row, errors) in &rows {
        println!("{row}");
        played += error(&listed[*i], listed[*i].line.split('\t').nth(2) == Some("1"));
        for (t, e) in totals.iter_mut().zip(errors) {
            *t += e;
        }
    }
    println!(
        "# {} decisions; total error as played {played:.4}",
        rows.len()
    );
    for (p, t) in plies.iter().zip(&totals) {
        println!("# {p} rolls deep: total error {t:.4}");
    }
}

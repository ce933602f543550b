//! What the cube decision reads for a position: our chances (0-ply, one roll deeper as level 6
//! reads them) and the three cubeful equities, for comparison with gnubg's `hint`.
//!
//! ```text
//! cargo run --release --example bg_cube_probe -- <PositionID:MatchID>... [--jacoby] [--net FILE]
//! cargo run --release --example bg_cube_probe -- --table <decisions.tsv> [--plies 2,3] [--close 0.25] [--jobs N] [--jacoby] [--net FILE]
//! cargo run --release --example bg_cube_probe -- --chances <chances.tsv> [--net FILE]
//! ```
//!
//! `--net FILE` evaluates with that weights file (full precision or compact) instead of the
//! shipped one: a candidate network's decisions against the same positions.
//!
//! With `--table`, the decisions listed by `scripts/gnubg-cube-decisions.py` (gnubg's three
//! equities for each) are decided again by our search at each depth in `--plies`, and each
//! decision's error by gnubg's equities is printed (a line a decision: the table's own columns,
//! then ours at each depth with the margin that `CubeDecision::margin` reads, then the errors), with the totals at the end: the same positions
//! for every depth, so that two depths compare decision by decision. A double's error is the
//! better of no double and double (the lesser of take and pass) less what was chosen; a
//! take's, what was chosen less the lesser of take and pass. `--close` keeps only the decisions
//! within that margin by gnubg's equities, or doubled or taken (where nearly all the error
//! lies); with two depths, the totals also show the second depth used only where the first
//! leaves a decision within a margin (what `decide_searched` does at 0.15).
//!
//! `--chances` reads lines of `PositionID:MatchID` and five chances for the side on roll (as
//! `scripts/gnubg-chances.py` writes gnubg's) and compares the network's own chances there with
//! them, for the shipped network and the `--net` one, paired position by position (only the
//! positions the network judges: not over, not in the bear-off table).

use tabula::ai::backgammon::bearoff::race_chances;
use tabula::ai::backgammon::cube::{decide, decide_deeper, CubeState};
use tabula::ai::backgammon::eval::{evaluate, network, with_network};
use tabula::ai::backgammon::net::Net;
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
    let net: &'static Net = match value("--net") {
        Some(path) => {
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let net = Net::from_bytes(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"));
            Box::leak(Box::new(net))
        }
        None => network().expect("the shipped weights"),
    };
    if let Some(path) = value("--chances") {
        chances(&path, net, &options);
        return;
    }
    with_network(net, || probe(&args, value, &options, net));
}

/// How far the shipped network's chances and `net`'s lie from those listed in `path` (see the
/// head of this file): mean absolute errors in winning chances, gammons (won and lost) and
/// cubeless money equity, and the paired difference in equity with its 95% interval; before
/// them a line a position: the file's equity, the shipped network's and `net`'s.
fn chances(path: &str, net: &'static Net, options: &BackgammonOptions) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let shipped = network().expect("the shipped weights");
    // Per position and network: |win|, |win gammon|, |lose gammon|, |equity| errors.
    let mut errors: Vec<[[f64; 4]; 2]> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let listed: Vec<f64> = f.iter().skip(1).filter_map(|v| v.parse().ok()).collect();
        let Ok(game) = Backgammon::decode(f[0], options) else {
            eprintln!("{}: not a position", f[0]);
            continue;
        };
        let (Some(seat), &[win, wg, wbg, lg, lbg]) = (on_roll(&game), &listed[..]) else {
            continue;
        };
        let side = usize::from(seat.0.min(1));
        let board = game.board();
        if race_chances(board, side).is_some() || board.off(0) == 15 || board.off(1) == 15 {
            continue;
        }
        let theirs = 2.0 * win - 1.0 + wg - lg + wbg - lbg;
        // A network's money equity here, and its errors against the file's chances.
        let judge = |n: &'static Net| {
            let c = with_network(n, || evaluate(board, side));
            let equity = c.money_equity();
            let errors = [
                (f64::from(c.win) - win).abs(),
                (f64::from(c.win_gammon) - wg).abs(),
                (f64::from(c.lose_gammon) - lg).abs(),
                (f64::from(equity) - theirs).abs(),
            ];
            (equity, errors)
        };
        let ((ours, shipped_errors), (candidate, net_errors)) = (judge(shipped), judge(net));
        println!("{}\t{theirs:.4}\t{ours:.4}\t{candidate:.4}", f[0]);
        errors.push([shipped_errors, net_errors]);
    }
    let n = errors.len().max(1) as f64;
    for (k, name) in ["shipped", "--net"].iter().enumerate() {
        let mean = |i: usize| errors.iter().map(|e| e[k][i]).sum::<f64>() / n;
        // The worst twentieth of the positions: where a misjudgement is large enough to turn a
        // cube decision.
        let mut equity: Vec<f64> = errors.iter().map(|e| e[k][3]).collect();
        equity.sort_by(|a, b| b.total_cmp(a));
        let tail = &equity[..equity.len().div_ceil(20)];
        println!(
            "# {name:8} mean absolute error: win {:.4}, win gammon {:.4}, lose gammon {:.4}, equity {:.4}, equity in the worst 5% {:.4} ({} positions)",
            mean(0),
            mean(1),
            mean(2),
            mean(3),
            tail.iter().sum::<f64>() / tail.len().max(1) as f64,
            errors.len()
        );
    }
    let d: Vec<f64> = errors.iter().map(|e| e[1][3] - e[0][3]).collect();
    let mean = d.iter().sum::<f64>() / n;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
    println!(
        "# equity error, --net less shipped: {mean:+.4} ± {:.4}",
        1.96 * (var / n).sqrt()
    );
}

/// The two modes, evaluating with `net`.
fn probe(
    args: &[String],
    value: impl Fn(&str) -> Option<String>,
    options: &BackgammonOptions,
    net: &'static Net,
) {
    let jacoby = options.jacoby;
    if let Some(path) = value("--table") {
        let plies: Vec<u8> = value("--plies")
            .unwrap_or_else(|| "2".into())
            .split(',')
            .map(|p| p.parse().expect("--plies: depths like 2,3"))
            .collect();
        let jobs = value("--jobs").map_or(1, |j| j.parse().expect("--jobs: a number"));
        let close = value("--close").map_or(f64::INFINITY, |c| {
            c.parse().expect("--close: a margin in normalised equity")
        });
        table(&path, &plies, close, jobs, options, net);
        return;
    }
    let flags_with_values = ["--table", "--plies", "--jobs", "--close", "--net"];
    let codes = args.iter().enumerate().filter(|(i, a)| {
        !a.starts_with("--") && (*i == 0 || !flags_with_values.contains(&args[i - 1].as_str()))
    });
    for (_, code) in codes {
        let game = match Backgammon::decode(code, options) {
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
    played: bool,
    gnubg: [f64; 3],
}

impl Listed {
    /// The error of choosing `yes` (to double, or to take) by gnubg's equities.
    fn error(&self, yes: bool) -> f64 {
        let [nd, dt, dp] = self.gnubg;
        let doubled = dt.min(dp);
        if self.take {
            (if yes { dt } else { dp }) - doubled
        } else {
            nd.max(doubled) - if yes { doubled } else { nd }
        }
    }

    /// Whether gnubg's equities make it a decision at all (as its statistics count them, more
    /// or less): within `close` of going the other way, or a double or take played.
    fn is_close(&self, close: f64) -> bool {
        let [nd, dt, dp] = self.gnubg;
        let gap = if self.take {
            (dt - dp).abs()
        } else {
            (nd - dt.min(dp)).abs()
        };
        self.played || gap < close
    }
}

/// Our decision at one depth: its error by gnubg's equities and its own margin.
struct Ours {
    error: f64,
    margin: f64,
}

/// The table mode (see the head of this file). With two depths, it also prints what deepening
/// only the decisions that the first leaves within each of a few margins would have cost.
fn table(
    path: &str,
    plies: &[u8],
    close: f64,
    jobs: usize,
    options: &BackgammonOptions,
    net: &'static Net,
) {
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
                played: *f.get(2)? == "1",
                gnubg: [number(3)?, number(4)?, number(5)?],
            })
        })
        .filter(|one| one.is_close(close))
        .collect();
    let jobs = jobs.max(1);
    // Each job takes every `jobs`-th decision; the lines are printed in the table's order.
    let mut rows: Vec<(usize, String, Vec<Ours>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|job| {
                let listed = &listed;
                scope.spawn(move || {
                    with_network(net, || {
                        let mut rows = Vec::new();
                        for (i, one) in listed.iter().enumerate().skip(job).step_by(jobs) {
                            let Ok(game) = Backgammon::decode(&one.code, options) else {
                                eprintln!("{}: not a position", one.code);
                                continue;
                            };
                            let Some(seat) = on_roll(&game) else {
                                continue;
                            };
                            let state = CubeState::of_game(&game, seat);
                            let mut columns = String::new();
                            let mut ours = Vec::new();
                            for &p in plies {
                                let Some((_, d)) = decide_deeper(&game, p) else {
                                    continue;
                                };
                                let yes = if one.take {
                                    d.should_take()
                                } else {
                                    d.should_double()
                                };
                                let margin = d.margin(&state, one.take);
                                columns += &format!(
                                    "\t{:.5}\t{:.5}\t{:.5}\t{}\t{margin:.4}",
                                    d.no_double,
                                    d.double_take,
                                    d.double_pass,
                                    u8::from(yes),
                                );
                                ours.push(Ours {
                                    error: one.error(yes),
                                    margin,
                                });
                            }
                            if ours.len() < plies.len() {
                                continue;
                            }
                            let shown: Vec<String> =
                                ours.iter().map(|o| format!("{:.5}", o.error)).collect();
                            let row = format!("{}{columns}\t{}", one.line, shown.join("\t"));
                            rows.push((i, row, ours));
                        }
                        rows
                    })
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a job failed"))
            .collect()
    });
    rows.sort_by_key(|r| r.0);
    let played: f64 = rows
        .iter()
        .map(|(i, ..)| listed[*i].error(listed[*i].played))
        .sum();
    for (_, row, _) in &rows {
        println!("{row}");
    }
    println!(
        "# {} decisions; total error as played {played:.4}",
        rows.len()
    );
    for (k, p) in plies.iter().enumerate() {
        let total: f64 = rows.iter().map(|r| r.2[k].error).sum();
        println!("# {p} rolls deep: total error {total:.4}");
    }
    if let [first, second] = plies {
        for gate in [0.02, 0.05, 0.1, 0.15, 0.2, 0.3] {
            let deepened = rows.iter().filter(|r| r.2[0].margin < gate);
            let total: f64 = rows
                .iter()
                .map(|r| r.2[usize::from(r.2[0].margin < gate)].error)
                .sum();
            println!(
                "# {second} rolls deep where {first} leave a margin under {gate}: total error {total:.4}, {} deepened",
                deepened.count()
            );
        }
    }
}

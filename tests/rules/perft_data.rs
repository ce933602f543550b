//! Perft counts recorded in tests/data/perft_draughts.txt, each with where it comes from, checked
//! through the generic perft on `AnyGame` (the path the app and the command-line tool use).

use tabula::games::{AnyGame, GameKind};
use tabula::rules::perft;

#[test]
fn recorded_draughts_perft_counts_match() {
    let data = include_str!("../data/perft_draughts.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [slug, depth, nodes, _source] = fields[..] else {
            panic!("bad line in perft data: {line}");
        };
        let kind = GameKind::from_slug(slug).unwrap_or_else(|| panic!("unknown game {slug}"));
        let depth: u32 = depth.parse().unwrap();
        let nodes: u64 = nodes.parse().unwrap();
        assert_eq!(
            perft(&AnyGame::new_of(kind), depth),
            nodes,
            "{slug} depth {depth}"
        );
        checked += 1;
    }
    assert!(checked >= 14, "only {checked} lines checked");
}

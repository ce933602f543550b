//! Backgammon legal plays checked against GNU Backgammon 1.07: positions reached in games
//! played here, shared as gnubg IDs, with the plays gnubg's `hint` lists for them.

use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::rules::Game;

/// Whole legal plays for positions from games played here, as GNU Backgammon 1.07 lists them
/// (`hint` at 0-ply): the number of distinct resulting positions. A roll with no play is one
/// empty play here and none in gnubg.
const GNUBG_PLAY_COUNTS: [(&str, usize); 43] = [
    ("nTULgAW7EY0ADg:sAFGAZAAEAAA", 20),
    ("Nx9zAAAlh/GAAw:sIGmAEAAAAAA", 27),
    ("7zwlACBmFU3ARA:sAG3AEAAAAAA", 14),
    ("1g0iYQnvPIYAQA:8AmrAEAAAAAA", 4),
    ("4HPwATDgc/ABMA:MIGpAAAAAAAA", 17),
    ("4HPwATDgc/ABMA:sIGlABAAIAAA", 16),
    ("7rgADDj+Wg8AAA:sAGmABAAIAAA", 8),
    ("Ms/gARFpnsIBMA:EgGlABAAAAAA", 42),
    ("wVfkBGB2BZhBGQ:8Am7ACAAIAAA", 90),
    ("3o/QIAA7AQE5XA:sIG2ACAAIAAA", 24),
    ("yFfwIDCMc/AAVA:AQFbARAAAAAA", 0),
    ("jHPwAFTIV/AgMA:QQlPARAAAAAA", 27),
    ("cBdlwCFOLgRgDw:sIFGAZAACAAA", 23),
    ("4HPhASjgc/ABMA:cIlSAQAAAAAA", 13),
    ("98YHAgDnPQEkAg:Vgm7ABAAEAAA", 8),
    ("73sAAMD1PQkAAA:Vgm3ABAAEAAA", 2),
    ("4HPwATDgc/ABMA:cAlNAQAAAAAA", 17),
    ("imfwATDgc/ABMA:cAlHAUAAEAAA", 10),
    ("pGfwICLQc+JBBA:AYGmAAAAGAAA", 32),
    ("wXPwASLgOfiAYA:sAGrACAAIAAA", 1),
    ("b40BBQY9YugBQQ:sAGrACAAIAAA", 5),
    ("2BvhKgCYDwhCbQ:8Am7AAAAIAAA", 0),
    ("wufEASLga+QBMA:cIlKAQAAAAAA", 27),
    ("4PPgQSDQT/ABMA:QYlFATAAGAAA", 22),
    ("DQ94RQiFz6CARg:sIFFAZAAIAAA", 12),
    ("U84nADBUT/ABAw:A4EGAAAAAAAA", 18),
    ("xOfgASLC28EBMA:8Am3AEAACAAA", 16),
    ("+1sCQAFvBySIQQ:8ImkAEAACAAA", 0),
    ("/wUAAPjtBgAAAA:RglHASAAEAAA", 4),
    ("4HPwATDgc/ABMA:cAm2AAAACAAA", 9),
    ("yFfwATDg5+ABMA:sAGqABAAIAAA", 18),
    ("VD/BATB8fIIBMA:8AlSAQAASAAA", 36),
    ("vncIACKMfwYSIA:sAFJAQAASAAA", 63),
    ("xH9CAlB+7wAAIg:8AlTAQAASAAA", 5),
    ("ZQ34YATB8xwBRA:EYENAAAAAAAA", 10),
    ("as7CATDkF8UBMA:sIGtAEAAAAAA", 43),
    ("7p0PAADbOYQCMA:sIGpAEAAAAAA", 20),
    ("ws/gASLgLfgAWA:AYFEAQAAAAAA", 25),
    ("4Cv4ACzgZ/AAUQ:QYlEAQAAAAAA", 28),
    ("4HPwATDgc/ABMA:MAFXASAAEAAA", 7),
    ("500ZgAG3WxAMEA:FgGuAAAAAAAA", 15),
    ("5x0MwEDvbQEIEA:FgGqAAAAAAAA", 12),
    ("4HPwATDgc/ABMA:MAFPAQAAAAAA", 14),
];

fn play_list(code: &str) -> Vec<String> {
    let game = Backgammon::decode(code, &BackgammonOptions::default()).unwrap();
    let mut plays: Vec<String> = game
        .whole_plays()
        .into_iter()
        .filter(|(steps, _)| !steps.is_empty())
        .map(|(_, text)| text)
        .collect();
    plays.sort();
    plays
}

#[test]
fn whole_plays_match_gnubg() {
    for (code, count) in GNUBG_PLAY_COUNTS {
        assert_eq!(play_list(code).len(), count, "{code}");
    }
    // Entering, hitting twice, doubles: gnubg's own texts.
    let expected = [
        "bar/15* 11/1",
        "bar/15* 18/13 11/6",
        "bar/15* 18/8",
        "bar/15* 20/15 11/6",
        "bar/15* 20/15 18/13",
        "bar/15* 20/15(2)",
        "bar/15* 24/19* 11/6",
        "bar/15* 24/19* 18/13",
        "bar/15* 24/19* 20/15",
        "bar/15* 24/19*(2)",
        "bar/15*/10 11/6",
        "bar/15*/10 18/13",
        "bar/15*/10 20/15",
        "bar/15*/10 24/19*",
        "bar/15*/5",
        "bar/20 18/13 11/1",
        "bar/20 18/3",
        "bar/20 18/8 11/6",
        "bar/20 24/19* 11/1",
        "bar/20 24/19* 18/13 11/6",
        "bar/20 24/19* 18/8",
        "bar/20 24/19*(2) 11/6",
        "bar/20 24/19*(2) 18/13",
        "bar/20 24/19*(3)",
    ];
    assert_eq!(play_list("3o/QIAA7AQE5XA:sIG2ACAAIAAA"), expected);
    // Bearing off: exact, from lower points, and moving inside instead.
    let expected = [
        "4/3 4/off",
        "4/off 3/2",
        "5/off",
        "6/2 3/2",
        "6/2 4/3",
        "6/2 5/4",
        "6/5 4/off",
        "6/5 6/2",
    ];
    assert_eq!(play_list("7rgADDj+Wg8AAA:sAGmABAAIAAA"), expected);
    // The start with 5-4 for Black.
    let expected = [
        "13/4",
        "13/8 6/2",
        "13/9 13/8",
        "13/9 8/3",
        "24/15",
        "24/20 13/8",
        "24/20 8/3",
        "8/3 6/2",
        "8/4 8/3",
    ];
    assert_eq!(play_list("4HPwATDgc/ABMA:cAm2AAAACAAA"), expected);
}

/// FNV-1a 64, the hash scripts/gnubg-oracle.py records for each position's sorted plays.
fn fnv1a64(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |hash, byte| {
        (hash ^ byte as u64).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

#[test]
fn whole_plays_match_gnubg_on_thousands_of_random_positions() {
    let data = include_str!("../data/backgammon_gnubg.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [code, count, hash] = fields[..] else {
            panic!("bad line in gnubg data: {line}");
        };
        let plays = play_list(code);
        assert_eq!(plays.len().to_string(), count, "{code}: {plays:?}");
        assert_eq!(
            format!("{:016x}", fnv1a64(&plays.join(";"))),
            hash,
            "{code}: {plays:?}"
        );
        checked += 1;
    }
    assert!(checked >= 5000, "only {checked} positions checked");
}

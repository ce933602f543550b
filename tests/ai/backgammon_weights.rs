//! The backgammon network's weights files: the compact form (version 2: 8-bit hidden-layer
//! weights, 16-bit output weights, a scale a row) reads back to within half a step of every
//! weight, damaged compact files are errors and never panics, the shipped file is the compact
//! form and loads, and the shipped network agrees with the full-precision one it was made from
//! (this file until commit a941261) on a fixed set of positions, by a table of that network's
//! outputs kept here.

use tabula::ai::backgammon::bearoff::race_chances;
use tabula::ai::backgammon::chances::Chances;
use tabula::ai::backgammon::encode::INPUTS;
use tabula::ai::backgammon::eval::{evaluate, network, with_net, with_network};
use tabula::ai::backgammon::net::{Net, WeightsError, OUTPUTS};
use tabula::ai::backgammon::plays::play_boards;
use tabula::games::backgammon::board::Board;
use tabula::rules::Rng;

/// The shipped file itself.
const SHIPPED: &[u8] = include_bytes!("../../src/ai/backgammon/weights.bin");
/// Bytes before the weights in both versions: magic, version, three sizes, games.
const HEADER: usize = 28;

/// The weights and biases of a network, in the order of the file, from its version-1 form.
fn parameters(net: &Net) -> Vec<f32> {
    let bytes = net.to_bytes();
    bytes[HEADER..bytes.len() - 8]
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// FNV-1a, 64 bits, as the file's checksum.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// `bytes` with its checksum written again over the changed body.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 8;
    let sum = fnv1a(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
    bytes
}

#[test]
fn the_compact_form_reads_back_within_half_a_step() {
    for (inputs, hidden, seed) in [(10, 4, 7), (INPUTS, 128, 1), (3, 1, 2), (40, 33, 5)] {
        let mut net = Net::new(inputs, hidden, seed);
        net.games = 123_456_789_012;
        let bytes = net.to_compact_bytes();
        let back = Net::from_bytes(&bytes).expect("the compact form reads back");
        assert_eq!(
            (back.inputs(), back.hidden(), back.games),
            (inputs, hidden, net.games)
        );
        // Rows: the inputs' (8-bit), then the outputs' (16-bit); the biases come back exactly.
        let (before, after) = (parameters(&net), parameters(&back));
        let scales = net.compact_scales();
        assert_eq!(scales.len(), inputs + OUTPUTS);
        let mut at = 0;
        for (row, scale) in scales.iter().enumerate() {
            if row == inputs {
                assert_eq!(before[at..at + hidden], after[at..at + hidden], "biases");
                at += hidden;
            }
            for k in at..at + hidden {
                // Half a step, and the last bit of an f32 on the way back.
                let off = (before[k] - after[k]).abs();
                let most = scale * 0.5 + before[k].abs() * f32::EPSILON;
                assert!(off <= most, "row {row}: {off} > {scale} / 2");
            }
            at += hidden;
        }
        assert_eq!(before[at..], after[at..], "output biases");
        // A second pass changes nothing: the compact form of what it read is the same file.
        assert_eq!(back.to_compact_bytes(), bytes);
        // And the full form still reads back exactly.
        assert_eq!(Net::from_bytes(&net.to_bytes()).as_ref(), Ok(&net));
    }
}

#[test]
fn damaged_compact_files_are_errors() {
    let bytes = network()
        .expect("the shipped weights load")
        .to_compact_bytes();
    // Cut short anywhere, or a byte too many.
    for cut in (0..bytes.len())
        .step_by(7)
        .chain(bytes.len() - 9..bytes.len())
    {
        assert!(Net::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        Net::from_bytes(&longer),
        Err(WeightsError::Length { .. })
    ));
    // A flipped bit anywhere past the sizes is a damaged file; in the header, not our format
    // or a length that does not fit (and never a panic).
    for at in (0..bytes.len()).step_by(13).chain([bytes.len() - 1]) {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x20;
        let error = Net::from_bytes(&damaged).expect_err("a flipped bit is seen");
        if at >= HEADER {
            assert_eq!(error, WeightsError::Checksum, "byte {at}");
        }
    }
    for header in [&b"TBGX"[..], b"tbgw"] {
        let mut wrong = bytes.clone();
        wrong[..4].copy_from_slice(header);
        assert!(matches!(
            Net::from_bytes(&wrong),
            Err(WeightsError::Format(_))
        ));
    }
    for version in [0u32, 3, 0x0200_0000] {
        let mut wrong = bytes.clone();
        wrong[4..8].copy_from_slice(&version.to_le_bytes());
        assert!(matches!(
            Net::from_bytes(&wrong),
            Err(WeightsError::Format(_))
        ));
    }
    // Sizes that do not match the length, even with a checksum that does.
    let mut wider = bytes.clone();
    wider[12] += 1;
    assert!(matches!(
        Net::from_bytes(&resealed(wider)),
        Err(WeightsError::Length { .. })
    ));
    // A scale that is not a number, with a checksum that matches.
    for scale in [f32::NAN, f32::INFINITY] {
        let mut odd = bytes.clone();
        odd[HEADER..HEADER + 4].copy_from_slice(&scale.to_le_bytes());
        assert_eq!(
            Net::from_bytes(&resealed(odd)),
            Err(WeightsError::NotFinite)
        );
    }
    assert!(Net::from_bytes(b"").is_err());
    assert!(Net::from_bytes(&[0xff; 40]).is_err());
}

#[test]
fn the_shipped_weights_are_the_compact_form() {
    assert_eq!(&SHIPPED[..4], b"TBGW");
    assert_eq!(SHIPPED[4..8], 2u32.to_le_bytes(), "version 2, compact");
    let net = Net::from_bytes(SHIPPED).expect("the shipped weights load");
    assert_eq!(net.inputs(), INPUTS);
    assert_eq!(SHIPPED.len(), net.to_compact_bytes().len());
    assert!(SHIPPED.len() < 32_000, "{} bytes", SHIPPED.len());
    assert_eq!(
        net.to_compact_bytes(),
        SHIPPED,
        "written as the writer writes it"
    );
    assert_eq!(network().as_ref().ok(), Some(&&net));
    let start = evaluate(&Board::start(), 0);
    assert!(start.win > 0.45 && start.win < 0.6, "{start:?}");
}

#[test]
fn another_network_stands_in_only_inside_with_network() {
    let shipped = evaluate(&Board::start(), 0);
    let other: &'static Net = Box::leak(Box::new(Net::new(INPUTS, 8, 3)));
    let inside = with_network(other, || evaluate(&Board::start(), 0));
    assert_eq!(inside, with_net(other, &Board::start(), 0));
    assert_ne!(inside, shipped);
    assert_eq!(evaluate(&Board::start(), 0), shipped);
}

/// The evaluation remembers its recent answers (a deep cube search meets the same boards
/// again and again): an answer given again is the network's own, to the bit, whichever of two
/// boards that share a slot was asked last.
#[test]
fn a_remembered_answer_is_the_networks_own() {
    let net = network().expect("the shipped weights load");
    let mut boards = Vec::new();
    let mut plays = Vec::new();
    for dice in [[3, 1], [6, 5], [4, 4], [2, 1]] {
        play_boards(&Board::start(), 0, dice, &mut plays);
        boards.extend(plays.iter().copied());
    }
    assert!(boards.len() > 40, "{}", boards.len());
    for round in 0..3 {
        for board in &boards {
            for side in 0..2 {
                let fresh = with_net(net, board, side);
                assert_eq!(evaluate(board, side), fresh, "round {round}, side {side}");
            }
        }
    }
}

/// How many fixed positions the reference table holds.
const POSITIONS: usize = 64;

/// The fixed positions: every third position of seeded games of random plays where the network
/// judges (not a finished game, not the bear-off table), with the side on roll.
fn fixed_positions() -> Vec<(Board, usize)> {
    let mut rng = Rng::new(0x5eed);
    let (mut out, mut boards, mut seen) = (Vec::new(), Vec::new(), 0);
    let (mut board, mut side) = (Board::start(), 0);
    while out.len() < POSITIONS {
        if race_chances(&board, side).is_none() {
            seen += 1;
            if seen % 3 == 0 {
                out.push((board, side));
            }
        }
        let dice = [1 + rng.below(6) as u8, 1 + rng.below(6) as u8];
        play_boards(&board, side, dice, &mut boards);
        board = boards[rng.below(boards.len())];
        if board.off(side) == 15 {
            board = Board::start();
        }
        side = 1 - side;
    }
    out
}

fn outputs(c: &Chances) -> [f32; OUTPUTS] {
    [
        c.win,
        c.win_gammon,
        c.win_backgammon,
        c.lose_gammon,
        c.lose_backgammon,
    ]
}

/// How far the shipped network may be from the full-precision one: a chance, and the mean of
/// the chance of winning. The shipped weights are 63 steps either side of zero (issue 27: 2.7 kB
/// less of the download than 127); measured over 2,000 positions of self-play (`examples/
/// compact_backgammon_weights.rs compare`): at most 0.040 in a gammon chance, 0.040 in money
/// equity, 0.0064 on average; level 5 chose another play in 3.9% of choices, for 0.00015 points
/// a choice by the full network's own judgement. Over these 64 positions the chance of winning
/// is 0.0051 off on average.
const MOST: f32 = 0.05;
const MEAN_WIN: f32 = 0.007;

#[test]
fn the_shipped_network_agrees_with_the_full_precision_one() {
    let net = network().expect("the shipped weights load");
    let (mut worst, mut win_sum) = (0.0f32, 0.0f32);
    for ((board, side), reference) in fixed_positions().iter().zip(&REFERENCE) {
        let now = outputs(&with_net(net, board, *side));
        for (a, b) in now.iter().zip(reference) {
            assert!(
                (a - b).abs() <= MOST,
                "{board:?} {side}: {now:?} vs {reference:?}"
            );
            worst = worst.max((a - b).abs());
        }
        win_sum += (now[0] - reference[0]).abs();
    }
    let mean = win_sum / POSITIONS as f32;
    assert!(
        mean <= MEAN_WIN,
        "mean difference in the chance of winning {mean}"
    );
    assert!(
        worst > 0.0,
        "the table is of the full-precision network, not this one"
    );
}

/// Prints [`REFERENCE`] from a full-precision weights file:
/// `TABULA_F32_WEIGHTS=target/weights-f32.bin cargo test --release --test ai_backgammon_weights
/// -- --ignored --nocapture`, where that file is `git show a941261:src/ai/backgammon/weights.bin`.
#[test]
#[ignore]
fn print_the_reference_table() {
    let path = std::env::var("TABULA_F32_WEIGHTS").expect("TABULA_F32_WEIGHTS names a file");
    let bytes = std::fs::read(&path).expect("the full-precision weights");
    let full = Net::from_bytes(&bytes).expect("a weights file");
    println!("const REFERENCE: [[f32; OUTPUTS]; POSITIONS] = [");
    for (board, side) in fixed_positions() {
        let o = outputs(&with_net(&full, &board, side));
        println!(
            "    [{:.5}, {:.5}, {:.5}, {:.5}, {:.5}],",
            o[0], o[1], o[2], o[3], o[4]
        );
    }
    println!("];");
}

/// The full-precision network's chances (win, gammon, backgammon, lost gammon, lost backgammon)
/// at [`fixed_positions`], printed by [`print_the_reference_table`].
#[rustfmt::skip]
const REFERENCE: [[f32; OUTPUTS]; POSITIONS] = [
    [0.56216, 0.17982, 0.01003, 0.11672, 0.00587],
    [0.51467, 0.18136, 0.01101, 0.15683, 0.00816],
    [0.54632, 0.22004, 0.01368, 0.14141, 0.00976],
    [0.70670, 0.33103, 0.03228, 0.06856, 0.00365],
    [0.39637, 0.10392, 0.00575, 0.25989, 0.01985],
    [0.70786, 0.41286, 0.05272, 0.07115, 0.00536],
    [0.27245, 0.02993, 0.00214, 0.55605, 0.09229],
    [0.73955, 0.47236, 0.06957, 0.02460, 0.00291],
    [0.26087, 0.02830, 0.00185, 0.54681, 0.10083],
    [0.75481, 0.57411, 0.12778, 0.02816, 0.00329],
    [0.25095, 0.01625, 0.00120, 0.58168, 0.10675],
    [0.87911, 0.59835, 0.11645, 0.00619, 0.00052],
    [0.16124, 0.01896, 0.00141, 0.59321, 0.09964],
    [0.94027, 0.85704, 0.49249, 0.00152, 0.00024],
    [0.13168, 0.02048, 0.00215, 0.69727, 0.22893],
    [0.91993, 0.78203, 0.25085, 0.00445, 0.00065],
    [0.11958, 0.00903, 0.00092, 0.67264, 0.12953],
    [0.94690, 0.79378, 0.18391, 0.00149, 0.00017],
    [0.05696, 0.00215, 0.00022, 0.74873, 0.11079],
    [0.94502, 0.72912, 0.11546, 0.00103, 0.00009],
    [0.08732, 0.00000, 0.00000, 0.71112, 0.12077],
    [0.99064, 0.95868, 0.64065, 0.00000, 0.00000],
    [0.00042, 0.00000, 0.00000, 0.99110, 0.93362],
    [0.99982, 0.98412, 0.98412, 0.00000, 0.00000],
    [0.48819, 0.14509, 0.00644, 0.16522, 0.00768],
    [0.53805, 0.16059, 0.00955, 0.13761, 0.00671],
    [0.64497, 0.19999, 0.01021, 0.08792, 0.00381],
    [0.32168, 0.06582, 0.00278, 0.30107, 0.01799],
    [0.74017, 0.45564, 0.03979, 0.03398, 0.00177],
    [0.61566, 0.19344, 0.01229, 0.15369, 0.01105],
    [0.79826, 0.38923, 0.04152, 0.01180, 0.00098],
    [0.31094, 0.04783, 0.00232, 0.23015, 0.01367],
    [0.78729, 0.38183, 0.02746, 0.01567, 0.00137],
    [0.56719, 0.19287, 0.00991, 0.09767, 0.00732],
    [0.33063, 0.06412, 0.00352, 0.19422, 0.01543],
    [0.51735, 0.13191, 0.00683, 0.10300, 0.00508],
    [0.45444, 0.10547, 0.00445, 0.13511, 0.00693],
    [0.65296, 0.28265, 0.01820, 0.06078, 0.00360],
    [0.58380, 0.17196, 0.00478, 0.07979, 0.00483],
    [0.68803, 0.41666, 0.03625, 0.06258, 0.00371],
    [0.37859, 0.10214, 0.00578, 0.25768, 0.01724],
    [0.59019, 0.22535, 0.01268, 0.09683, 0.00456],
    [0.24394, 0.03751, 0.00156, 0.30855, 0.01615],
    [0.50030, 0.13827, 0.00566, 0.13097, 0.00845],
    [0.40144, 0.08360, 0.00409, 0.17442, 0.00816],
    [0.63759, 0.20019, 0.00862, 0.06721, 0.00304],
    [0.49948, 0.12337, 0.00561, 0.12866, 0.00445],
    [0.61438, 0.17706, 0.00691, 0.04740, 0.00240],
    [0.55495, 0.14975, 0.00714, 0.09638, 0.00385],
    [0.65548, 0.27015, 0.01063, 0.05683, 0.00287],
    [0.56370, 0.13907, 0.00473, 0.08195, 0.00322],
    [0.45937, 0.11977, 0.00477, 0.12373, 0.00521],
    [0.54649, 0.14051, 0.00588, 0.08592, 0.00374],
    [0.55460, 0.10449, 0.00294, 0.07170, 0.00317],
    [0.41817, 0.08284, 0.00354, 0.17033, 0.00651],
    [0.83756, 0.36462, 0.00831, 0.01659, 0.00092],
    [0.33026, 0.02823, 0.00163, 0.15948, 0.00408],
    [0.94553, 0.47581, 0.00346, 0.00164, 0.00016],
    [0.09225, 0.00067, 0.00015, 0.28241, 0.00177],
    [0.99973, 0.39319, 0.00003, 0.00000, 0.00000],
    [0.00019, 0.00000, 0.00000, 0.40805, 0.00002],
    [0.99997, 0.68126, 0.00123, 0.00000, 0.00000],
    [0.00000, 0.00000, 0.00000, 0.78186, 0.00088],
    [1.00000, 0.99953, 0.84197, 0.00000, 0.00000],
];

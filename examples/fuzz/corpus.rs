//! The valid inputs the fuzzer mutates: position codes, share links, saved games, exported games
//! and move notations, all taken from seeded random games of every kind (chance moves included),
//! under several rule options per game, so that the mutations start from text the decoders accept.

use tabula::games::backgammon::BackgammonOptions;
use tabula::games::camelot::CamelotOptions;
use tabula::games::chess::ChessOptions;
use tabula::games::draughts::{DraughtsOptions, Ruleset};
use tabula::games::ludo::{Colour, LudoOptions};
use tabula::games::{AnyGame, AnyOptions, GameKind};
use tabula::pairing::handshake::{Handshake, Kind};
use tabula::persist::{export_game, share_path, Route, SavedGame};
use tabula::rules::{Game, Record, RecordEnd, Rng, Seat};

/// Random games played per option set, and their longest length in plies.
const GAMES_PER_OPTIONS: usize = 2;
const MAX_PLIES: usize = 160;
/// A snapshot of the game is taken every this many plies.
const SNAPSHOT_EVERY: usize = 12;

/// A position with the notations of its moves, for the move-notation target.
#[derive(Clone, Debug)]
pub struct NotatedPosition {
    pub game: AnyGame,
    pub notations: Vec<String>,
}

/// Valid inputs of every kind.
#[derive(Debug, Default)]
pub struct Corpus {
    /// Every option set the codes are decoded with.
    pub options: Vec<AnyOptions>,
    /// Position codes with the options they were made under.
    pub codes: Vec<(AnyOptions, String)>,
    /// Share-link hashes (`#/play/<game>/<code>?moves=...`) and other routes.
    pub links: Vec<String>,
    /// Saved-game JSON as the app stores it.
    pub saves: Vec<String>,
    /// Text `import_game` reads: exports (PGN, PDN-like) and bare codes.
    pub imports: Vec<(GameKind, String)>,
    pub positions: Vec<NotatedPosition>,
    /// Chromium's offer and answer SDP (tests/data/pairing/) with their kind, and the
    /// handshake texts made from them, for the pairing targets.
    pub sdps: Vec<(Kind, String)>,
    pub handshakes: Vec<String>,
    /// `friend=` fields of links to a friend on another device.
    pub friend_links: Vec<String>,
    /// Friends' games as saves keep them.
    pub friend_texts: Vec<String>,
}

/// The SDP samples that scripts/pairing-sdp.mjs saved from Chromium.
const SDP_SAMPLES: [(Kind, &str); 4] = [
    (
        Kind::Offer,
        include_str!("../../tests/data/pairing/chromium-offer.sdp"),
    ),
    (
        Kind::Answer,
        include_str!("../../tests/data/pairing/chromium-answer.sdp"),
    ),
    (
        Kind::Offer,
        include_str!("../../tests/data/pairing/chromium-offer-ip.sdp"),
    ),
    (
        Kind::Answer,
        include_str!("../../tests/data/pairing/chromium-answer-ip.sdp"),
    ),
];

impl Corpus {
    /// Plays the seeded random games and collects their text.
    pub fn build(seed: u64) -> Corpus {
        let mut rng = Rng::new(seed ^ 0xC0FF_EE00_D15C_0DE5);
        let mut corpus = Corpus {
            options: option_sets(),
            ..Corpus::default()
        };
        corpus.friend_links = vec![
            "1.k3x9ab2c.0.Ana.Ben_B%2E.-.draw".to_string(),
            format!("1.m7pq2r4s.1...3:{}.undo", "0f".repeat(32)),
        ];
        corpus.friend_texts = vec![
            "k3x9ab2c.0.Ana.Ben.-.-.-".to_string(),
            format!(
                "m7pq2r4s.1.Ana..{}:2:3:{}.draw.undo",
                "ab".repeat(32),
                "0f".repeat(32)
            ),
            format!("m7pq2r4s.0...{}:0:-:-.-.-", "cd".repeat(32)),
        ];
        for (kind, sdp) in SDP_SAMPLES {
            corpus.sdps.push((kind, sdp.to_string()));
            if let Ok(handshake) = Handshake::from_sdp(kind, sdp) {
                corpus.handshakes.push(handshake.encode());
            }
        }
        for options in corpus.options.clone() {
            corpus
                .codes
                .push((options.clone(), AnyGame::new(&options).encode()));
            for _ in 0..GAMES_PER_OPTIONS {
                corpus.add_game(&options, &mut rng);
            }
        }
        for kind in GameKind::ALL {
            corpus.links.push(format!("#/play/{}", kind.slug()));
            corpus.links.push(format!("#/rules/{}", kind.slug()));
        }
        corpus.links.push("#/".into());
        corpus
    }

    fn add_game(&mut self, options: &AnyOptions, rng: &mut Rng) {
        let kind = options.kind();
        let mut record = Record::new(AnyGame::new(options));
        let plies = rng.below(MAX_PLIES) + 1;
        for ply in 0..plies {
            if ply % SNAPSHOT_EVERY == 0 {
                self.snapshot(&record, rng);
            }
            let game = record.current();
            let moves = if record.verdict().is_some() {
                Vec::new()
            } else {
                game.next_moves()
            };
            let Some(mv) = rng.pick(&moves).cloned() else {
                break;
            };
            if record.play(&mv).is_err() {
                break;
            }
        }
        self.snapshot(&record, rng);
        // Saves and exports of the whole game, sometimes ended by the players or with moves
        // undone (kept for redo).
        if record.verdict().is_none() && rng.below(3) == 0 {
            let end = match rng.below(2) {
                0 => RecordEnd::DrawAgreed,
                _ => RecordEnd::Resigned(Seat(rng.below(record.current().num_players()) as u8)),
            };
            record.declare(end);
        }
        self.imports.push((kind, export_game(&record).text));
        self.saves
            .push(SavedGame::from_record(&record, rng.next_u64(), 1.7e12).to_json());
        if !record.moves().is_empty() {
            record.goto(rng.below(record.moves().len()));
            self.saves
                .push(SavedGame::from_record(&record, rng.next_u64(), 1.7e12).to_json());
        }
    }

    /// The position at the record's cursor as a code, a link (its own code, and the start code
    /// with the moves so far), an import and a notated position.
    fn snapshot(&mut self, record: &Record<AnyGame>, rng: &mut Rng) {
        let game = record.current().clone();
        let code = game.encode();
        self.codes.push((game.options(), code.clone()));
        self.imports.push((game.kind(), code));
        self.links.push(share_path(record));
        let shown = rng.below(record.cursor() + 1);
        let link = Route::Play {
            kind: game.kind(),
            code: Some(record.start().encode()),
            moves: record.notations()[..shown].to_vec(),
            ai: None,
            id: None,
            line: None,
            friend: None,
            clock: None,
            handicap: None,
        };
        self.links.push(link.to_hash());
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        game.side_moves(&mut moves);
        let notations = moves.iter().map(|mv| game.notation(mv)).collect();
        self.positions.push(NotatedPosition { game, notations });
    }
}

/// The default options of every game and the rule variants a player can pick.
fn option_sets() -> Vec<AnyOptions> {
    let mut sets: Vec<AnyOptions> = GameKind::ALL.map(GameKind::default_options).to_vec();
    for ruleset in [Ruleset::English, Ruleset::Tammi, Ruleset::Tama] {
        sets.push(AnyOptions::Draughts(DraughtsOptions {
            ruleset,
            repetition_draw: false,
            move_limit_draw: false,
        }));
    }
    sets.push(AnyOptions::Chess(ChessOptions {
        repetition_draw: false,
        fifty_move_draw: false,
    }));
    for (match_length, crawford, jacoby, uncapped_cube) in [
        (0, false, true, true),
        (0, false, false, false),
        (1, true, false, false),
        (3, true, false, false),
        (7, false, false, true),
    ] {
        sets.push(AnyOptions::Backgammon(BackgammonOptions {
            match_length,
            crawford,
            jacoby,
            uncapped_cube,
            // One set with the kept cube (a handicap).
            cube_keeper: (match_length == 7).then_some(Seat(1)),
        }));
    }
    for colours in [
        vec![Colour::ALL[0], Colour::ALL[2]],
        vec![Colour::ALL[1], Colour::ALL[2], Colour::ALL[3]],
    ] {
        sets.push(AnyOptions::Ludo(LudoOptions { colours }));
    }
    sets.push(AnyOptions::Camelot(CamelotOptions {
        repetition_draw: false,
        move_limit_draw: false,
        parker_castle_stop: true,
        brainking_wins: true,
    }));
    sets
}

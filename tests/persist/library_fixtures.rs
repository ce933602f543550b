//! Helpers for the library tests: seeded games, and a storage that fills up.

#![allow(dead_code)]

use std::collections::BTreeMap;

use tabula::games::{AnyGame, GameKind};
use tabula::persist::{open_shared, KeyValueStore, SavedGame, StoreError};
use tabula::rules::{Game, Record, Rng};

/// An English draughts game of up to `plies` random moves (the same for the same seed).
pub fn draughts_game(seed: u64, plies: usize) -> Record<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
    for _ in 0..plies {
        let mut moves = Vec::new();
        record.current().legal_moves(&mut moves);
        let Some(mv) = rng.pick(&moves).cloned() else {
            break;
        };
        if record.play(&mv).is_err() {
            break;
        }
    }
    record
}

/// A game that has ended: White takes Black's last man.
pub fn finished_game() -> Record<AnyGame> {
    let record = open_shared(
        &GameKind::EnglishDraughts.default_options(),
        "W:W18:B14",
        &["18x9".into()],
    )
    .unwrap();
    assert!(record.verdict().is_some());
    record
}

/// The save of `record` at time `now`.
pub fn saved(record: &Record<AnyGame>, now: f64) -> SavedGame {
    SavedGame::from_record(record, 0, now)
}

/// A map that refuses writes past `limit` bytes in all (keys and values, as localStorage counts
/// its quota) or after `refuse_after` more writes; a refused write changes nothing.
#[derive(Clone, Debug, Default)]
pub struct TightStore {
    pub map: BTreeMap<String, String>,
    pub limit: usize,
    pub refuse_after: Option<usize>,
}

impl TightStore {
    pub fn new(limit: usize) -> Self {
        TightStore {
            map: BTreeMap::new(),
            limit,
            refuse_after: None,
        }
    }

    /// Bytes used now.
    pub fn used(&self) -> usize {
        self.map.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl KeyValueStore for TightStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(left) = self.refuse_after.as_mut() {
            if *left == 0 {
                return Err(StoreError("the storage is full".into()));
            }
            *left -= 1;
        }
        let old = self.map.get(key).map_or(0, |v| key.len() + v.len());
        if self.used() - old + key.len() + value.len() > self.limit {
            return Err(StoreError("the storage is full".into()));
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.map.remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.map.keys().cloned().collect()
    }
}

/// Undoes moves (at least one) back to a position with more than one legal move; returns the
/// cursor there.
pub fn back_to_a_choice(record: &mut Record<AnyGame>) -> usize {
    loop {
        assert!(record.undo(), "no position with a choice");
        let mut moves = Vec::new();
        record.current().legal_moves(&mut moves);
        if moves.len() > 1 {
            return record.cursor();
        }
    }
}

/// Plays a legal move other than the one written `old` at the cursor.
pub fn play_another(record: &mut Record<AnyGame>, old: &str) {
    let mut moves = Vec::new();
    record.current().legal_moves(&mut moves);
    let other = moves
        .into_iter()
        .find(|mv| record.current().notation(mv) != old)
        .expect("a second legal move");
    record.play(&other).unwrap();
}

//! SKELETON: the helper replaces every body here. Public API is fixed (see games/mod.rs and ui/).
use serde::{Deserialize, Serialize};

use crate::rules::{DecodeError, Game, Gesture, HistoryRules, Seat, Turn, Verdict};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ruleset {
    English,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraughtsOptions {
    pub ruleset: Ruleset,
    pub repetition_draw: bool,
    pub move_limit_draw: bool,
}

impl DraughtsOptions {
    pub fn new(ruleset: Ruleset) -> Self {
        DraughtsOptions {
            ruleset,
            repetition_draw: true,
            move_limit_draw: true,
        }
    }
}

impl Default for DraughtsOptions {
    fn default() -> Self {
        DraughtsOptions::new(Ruleset::English)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub seat: Seat,
    pub king: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DraughtsMove {
    pub path: Vec<u8>,
    pub captured: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draughts {
    options: DraughtsOptions,
}

impl Draughts {
    pub fn piece_at(&self, _square: u8) -> Option<Piece> {
        todo!()
    }
    pub fn is_playable_square(&self, _square: u8) -> bool {
        todo!()
    }
    pub fn side_name(&self, _seat: Seat) -> &'static str {
        todo!()
    }
}

impl Game for Draughts {
    type Move = DraughtsMove;
    type Options = DraughtsOptions;
    fn new(options: &DraughtsOptions) -> Self {
        Draughts {
            options: options.clone(),
        }
    }
    fn options(&self) -> DraughtsOptions {
        self.options.clone()
    }
    fn num_players(&self) -> usize {
        2
    }
    fn turn(&self) -> Turn {
        todo!()
    }
    fn outcome(&self) -> Option<Verdict> {
        todo!()
    }
    fn legal_moves(&self, _out: &mut Vec<DraughtsMove>) {
        todo!()
    }
    fn apply(&mut self, _mv: &DraughtsMove) {
        todo!()
    }
    fn notation(&self, _mv: &DraughtsMove) -> String {
        todo!()
    }
    fn encode(&self) -> String {
        todo!()
    }
    fn decode(_code: &str, _options: &DraughtsOptions) -> Result<Self, DecodeError> {
        todo!()
    }
    fn gesture(&self, _mv: &DraughtsMove) -> Option<Gesture> {
        todo!()
    }
    fn history_rules(&self) -> HistoryRules {
        todo!()
    }
    fn is_progress(&self, _mv: &DraughtsMove) -> bool {
        todo!()
    }
}

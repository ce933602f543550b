//! The rules of the seven games: each rule of the printed rules by name, perft counts against
//! published tables and independent implementations, position codes and the board editor's set-ups.

#[path = "../backgammon_boards/mod.rs"]
mod backgammon_boards;

mod backgammon;
mod backgammon_canonical;
mod backgammon_codec;
mod backgammon_gnubg;
mod backgammon_gnubg_made;
mod backgammon_impossible_codes;
mod backgammon_resign;
mod camelot;
mod chess;
mod chess_codec;
mod codec_roundtrip;
mod editor;
mod editor_roundtrip;
mod english_draughts;
mod fair_dice;
mod game_clock;
mod handicap;
mod ludo;
mod ludo_codes;
mod ludo_leaving;
mod ludo_random;
mod perft_camelot;
mod perft_chess;
mod perft_data;
mod perft_draughts;
mod record_relation;
mod tama;
mod tammi;

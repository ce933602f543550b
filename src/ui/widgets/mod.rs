//! The parts of the play page around the board: the buttons under it, the move list and the
//! move box, notices, the players and the new game's options, import and export, the dice's
//! counts, and the screen reader's announcements.

pub mod announcer;
pub mod clock;
pub mod clock_choice;
pub mod controls;
pub mod dice;
pub mod move_entry;
pub mod move_list;
pub mod new_game;
pub mod notice;
pub mod off_board;
pub mod option_fields;
pub mod seat_choice;
pub mod transfer;

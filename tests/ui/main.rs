//! The page's logic that runs natively: the play page's reducer (moves, computer seats, dice,
//! hints), the words in every language, the rules pages and the new-game options.

mod page;

mod backgammon_session;
mod computer_backgammon;
mod computer_dice;
mod computer_draws;
mod computer_seats;
mod file_seats;
mod first_boards;
mod friend_links;
mod i18n;
mod option_fields;
mod play_words;
mod practice_deck;
mod review_worker;
mod rules_pages;
mod session;
mod session_clock;
mod session_ludo;
mod tutor;

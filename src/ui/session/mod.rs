//! The play page's state and its reducer: the game record plus what the player is doing with the
//! board (selection, a pending choice between moves, the board's orientation, a draw offer).
//! Pure logic, no web calls: saving and storage are effects of the play page (`pages::play`).

pub mod chance;
pub mod clock;
pub mod combined;
pub mod computer;
pub mod draws;
pub mod friend;
pub mod gestures;
pub mod hint;
pub mod resigning;
pub mod tutor;
pub mod typed_move;
pub mod view;

use std::rc::Rc;

use yew::Reducible;

use crate::ui::boards::marks::BoardView;
use crate::ui::session::combined::combined_steps;
use crate::ui::session::computer::{Hint, QueuedSteps};
use crate::ui::session::gestures::{meaning, move_ending_here, next_cells, ClickMeaning};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::{Phrase, PhraseArg};
use crate::worker::Answer;

use crate::games::handicap::Handicap;
use crate::games::{AnyGame, AnyMove};
use crate::persist::friend::Friend;
use crate::persist::Computers;
use crate::rules::game_clock::GameClock;
use crate::rules::{sort, Cell, Game, Gesture, Record, Seat, Turn};

/// A notice above the board, worded in the page's language when it is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub message: Phrase,
    pub is_error: bool,
}

impl Notice {
    pub fn error(message: Phrase) -> Self {
        Notice {
            message,
            is_error: true,
        }
    }
    pub fn info(message: Phrase) -> Self {
        Notice {
            message,
            is_error: false,
        }
    }

    /// The notice in `words`' language.
    pub fn text(&self, words: &Lexicon) -> String {
        self.message.text(words)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub record: Record<AnyGame>,
    pub selected: Option<Cell>,
    /// Cells clicked after the selected piece, along a move's path (a canter chain).
    pub steps: Vec<Cell>,
    /// Several legal moves share the clicked from/to: the player picks one.
    pub choices: Vec<AnyMove>,
    pub flipped: bool,
    /// The seat that offered a draw, while the other side has not answered (see `draws`).
    pub draw_offer: Option<Seat>,
    pub notice: Option<Notice>,
    /// The share link last made, shown until the position changes.
    pub share_link: Option<ShareLinks>,
    /// Dice are drawn from this seed and the ply, so undoing a roll and rolling again gives the
    /// same numbers (saved with the game).
    pub seed: u64,
    /// Roll the dice without waiting for the Roll button (backgammon's player option).
    pub auto_roll: bool,
    /// Resign was pressed: the confirmation (or the choice between side moves) is open.
    pub resigning: bool,
    /// The seats the computer plays (see `computer`).
    pub computers: Computers,
    /// The engine's suggestion for the player to move, shown until the position changes.
    pub hint: Option<Hint>,
    /// The rest of the computer's answer, played a step at a time (see `computer`).
    pub queued: Option<QueuedSteps>,
    /// The tutor's setting, as [`crate::persist::BoardPrefs::tutor`] (see `tutor`).
    pub tutor: u8,
    /// The moves before this index are past the tutor: played before it was asked, or passed.
    pub tutor_passed: usize,
    /// A game with a friend on another device (see `friend`).
    pub friend: Option<Friend>,
    /// The game clock, in a game played with one (see `clock`).
    pub clock: Option<GameClock>,
    /// The time of the action being applied (milliseconds since 1970; see `clock`).
    pub now: f64,
    /// The handicap the game started with (saved with it; draw odds change how its end reads).
    pub handicap: Option<Handicap>,
}

/// The two links the Share button offers (issue 14, 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareLinks {
    /// Opens the position shown.
    pub position: String,
    /// Opens the whole game at its start, every move there to replay.
    pub whole_game: String,
}

pub enum Action {
    Click(Cell),
    Choose(usize),
    /// Plays a move that has no place on the board (roll, double, confirm...): index into
    /// [`Session::off_board_moves`].
    PlayOffBoard(usize),
    /// Chance is to move: draw its result (a person's throw; see `ComputerThrow`).
    ResolveChance,
    /// The R key: rolls where the person may, whether rolling is a throw of chance (Ludo) or a
    /// move of the player's own (backgammon's Roll).
    Roll,
    /// The computer's seat throws the die (Ludo), at this ply only.
    ComputerThrow(usize),
    /// The next step of the computer's answer (a backgammon play), at this ply only.
    ComputerStep(usize),
    /// Plays the pass of a Ludo turn whose throw moves nothing (see [`Session::stuck_pass`]).
    PassStuckTurn,
    ToggleAutoRoll,
    /// Sets the player's board preferences (flipped, automatic rolling), as loaded from storage.
    /// `flipped` is the player's own turn of the board, on top of [`Session::facing`].
    SetPrefs {
        flipped: bool,
        auto_roll: bool,
    },
    /// Plays moves typed in notation, in order (see `typed_move`).
    PlayTyped(Vec<AnyMove>),
    /// Ends a path-built move where it stands (it could go on but need not).
    StopHere,
    CancelChoice,
    Undo,
    Redo,
    Goto(usize),
    Flip,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Opens the resignation confirmation.
    Resign,
    /// Confirms a resignation that ends the game (games without side moves).
    ConfirmResign,
    /// Plays one of the resigning player's side moves: index into [`Session::side_moves`].
    Side(usize),
    CancelResign,
    /// Starts afresh with this record (new game, restored game).
    Replace(Box<Record<AnyGame>>, u64, Option<Notice>),
    /// A new game from the New game form: [`Action::Replace`] with the handicap it starts with
    /// (one action, so that its first save names the handicap).
    NewGame(Box<Record<AnyGame>>, u64, Option<Notice>, Option<Handicap>),
    /// The handicap of the game shown, as saved with it.
    SetHandicap(Option<Handicap>),
    Notify(Notice),
    Dismiss,
    ShowShare(ShareLinks),
    /// Who the computer plays from now on.
    SetComputers(Computers),
    /// The tutor's setting (see `tutor`).
    SetTutor(u8),
    /// A game with a friend on another device: its state as kept (or none).
    SetFriend(Option<Friend>),
    /// The two seats' names in a game with a friend.
    NameSeats(Vec<String>),
    /// The player answers the friend's request (take back, draw): yes or no.
    AnswerFriend(bool),
    /// A friend's link that came over the live connection, taken: its game and the friend
    /// state it gave.
    TakeFriendGame(Box<Record<AnyGame>>, Friend),
    /// The link to the friend was made: the friend state it noted (values shown) is kept.
    FriendLinkMade(Option<Friend>),
    /// The tutor has passed the move at this ply (it was good enough, or played anyway).
    TutorPassed(usize),
    /// The worker's answer for the position at `ply`: the computer's move, a hint, or the
    /// computer's answer to a draw offer.
    Engine(Answer),
    /// The game's clock (a new game's, or a saved one read back), or none.
    SetClock(Option<GameClock>),
    /// Stops (true) or restarts the game clock.
    PauseClock(bool),
    /// The clock's time is looked at: a flag that is due falls, and the time used so far is
    /// counted in (before the page is left, so the save holds it).
    Tick,
}

impl Session {
    pub fn new(record: Record<AnyGame>, seed: u64, notice: Option<Notice>) -> Self {
        // A game opened with its moves: the tutor looks at the moves played from now on.
        let record_len = record.moves().len();
        Session {
            seed,
            record,
            selected: None,
            steps: Vec::new(),
            auto_roll: false,
            resigning: false,
            choices: Vec::new(),
            flipped: false,
            draw_offer: None,
            notice,
            share_link: None,
            computers: Computers::none(),
            hint: None,
            queued: None,
            tutor: 0,
            tutor_passed: record_len,
            friend: None,
            clock: None,
            now: 0.0,
            handicap: None,
        }
    }

    pub fn game(&self) -> &AnyGame {
        self.record.current()
    }

    /// Legal moves of the player to move, with their gestures; none once the game is over.
    pub(crate) fn gestures(&self) -> Vec<(AnyMove, Gesture)> {
        self.player_moves(self.record.verdict().is_some()).on_board
    }

    /// Legal moves that have no gesture on the board, with their notation (button labels).
    pub fn off_board_moves(&self) -> Vec<(AnyMove, String)> {
        self.player_moves(self.record.verdict().is_some()).buttons
    }

    /// Undoes one move, and chance's moves before it, so a roll is never undone alone.
    pub(crate) fn undo_one(mut self) -> Self {
        if self.record.undo() {
            while self.game().turn() == Turn::Chance && self.record.undo() {}
        }
        self.moved_cursor()
    }

    pub fn board_view(&self) -> BoardView {
        self.board_view_of(&self.gestures())
    }

    /// The board view for the legal moves' gestures, computed once by the caller.
    pub(crate) fn board_view_of(&self, gestures: &[(AnyMove, Gesture)]) -> BoardView {
        let mut movable: Vec<Cell> = gestures.iter().filter_map(|(_, g)| g.from).collect();
        sort::all(&mut movable);
        movable.dedup();
        let mut destinations = next_cells(gestures, &self.path());
        if let (Some(from), true) = (self.selected, self.steps.is_empty()) {
            destinations.extend(
                combined_steps(self.game(), from)
                    .into_iter()
                    .map(|(c, _)| c),
            );
            sort::all(&mut destinations);
            destinations.dedup();
        }
        let last = self.record.cursor().checked_sub(1).and_then(|i| {
            let before = self.record.position_before(i)?;
            before.gesture(&self.record.moves()[i])
        });
        BoardView {
            movable,
            selected: self.selected,
            destinations,
            steps: self.steps.clone(),
            last,
        }
    }

    /// The selected piece's cell and the cells picked after it.
    fn path(&self) -> Vec<Cell> {
        self.selected
            .into_iter()
            .chain(self.steps.iter().copied())
            .collect()
    }

    /// A move can end at the cells picked so far, though it could go on: "stop here" plays it.
    pub fn can_stop(&self) -> bool {
        self.can_stop_with(&self.gestures())
    }

    pub(crate) fn can_stop_with(&self, gestures: &[(AnyMove, Gesture)]) -> bool {
        !self.steps.is_empty() && move_ending_here(gestures, &self.path()).is_some()
    }

    fn stop_here(self) -> Self {
        match move_ending_here(&self.gestures(), &self.path()) {
            Some(mv) => self.play(&mv),
            None => self,
        }
    }

    fn click(mut self, cell: Cell) -> Self {
        let gestures = self.gestures();
        match meaning(&gestures, &self.path(), cell) {
            ClickMeaning::Play(mv) => return self.play(&mv),
            ClickMeaning::Choose(moves) => {
                self.choices = moves;
                return self;
            }
            ClickMeaning::Extend { .. } => {
                self.steps.push(cell);
                return self;
            }
            ClickMeaning::Select => {}
        }
        if let Some(from) = self.selected.filter(|_| self.steps.is_empty()) {
            let combined = combined_steps(self.game(), from);
            if let Some((_, steps)) = combined.into_iter().find(|(c, _)| *c == cell) {
                for step in &steps {
                    self = self.play(step);
                }
                return self;
            }
        }
        let can_move = gestures.iter().any(|(_, g)| g.from == Some(cell));
        self.steps.clear();
        self.selected = if can_move && self.selected != Some(cell) {
            Some(cell)
        } else {
            None
        };
        self
    }

    pub(crate) fn play(mut self, mv: &AnyMove) -> Self {
        // The friend's moves come in their links, never from this device.
        if self.friend_to_move() {
            return self;
        }
        match self.record.play(mv) {
            Ok(()) => {
                self.hint = None;
                self.draw_offer = None;
                self.resigning = false;
                self.notice = None;
                self.selected = None;
                self.steps.clear();
                self.choices.clear();
                return self.roll_if_automatic();
            }
            Err(refused) => {
                // The reason comes from the rules library, in English.
                self.notice = Some(Notice::error(
                    Phrase::new("play.move-refused")
                        .with("why", PhraseArg::english(refused.reason)),
                ))
            }
        }
        self.selected = None;
        self.steps.clear();
        self.choices.clear();
        self
    }

    /// Clears what belongs to the position shown before the cursor moves.
    pub(crate) fn moved_cursor(mut self) -> Self {
        self.hint = None;
        self.queued = None;
        self.resigning = false;
        self.selected = None;
        self.steps.clear();
        self.choices.clear();
        self.draw_offer = None;
        self
    }

    pub(crate) fn seat_to_move(&self) -> Option<Seat> {
        self.game().turn().seat()
    }

    /// Applies one action at [`Session::now`]; the reducer's whole logic, testable without a
    /// browser. A flag that is due falls first, and the clock follows the game after.
    pub fn apply(self, action: Action) -> Self {
        let mut session = self.fall_flag();
        let before = session.before();
        session = session.apply_action(action);
        session.follow_clock(Some(before))
    }

    fn apply_action(mut self, action: Action) -> Self {
        self.share_link = match action {
            Action::ShowShare(_)
            | Action::Tick
            | Action::PauseClock(_)
            | Action::Notify(_)
            | Action::Dismiss
            | Action::FriendLinkMade(_)
            | Action::NameSeats(_) => self.share_link.take(),
            _ => None,
        };
        match action {
            Action::Click(cell) => self.click(cell),
            Action::Choose(i) => match self.choices.get(i).cloned() {
                Some(mv) => self.play(&mv),
                None => self,
            },
            Action::CancelChoice => {
                // The piece goes back as it was, unselected: the next press on it starts anew.
                self.choices.clear();
                self.selected = None;
                self.steps.clear();
                self
            }
            Action::PlayOffBoard(i) => {
                match self.off_board_moves().get(i).map(|(mv, _)| mv.clone()) {
                    Some(mv) => self.play(&mv),
                    None => self,
                }
            }
            Action::ResolveChance if self.thrower_is_computer() || self.throw_held() => self,
            Action::ResolveChance => self.resolve_chance(),
            Action::Roll => self.roll(),
            Action::ComputerThrow(ply) => self.computer_throws(ply),
            Action::ComputerStep(ply) => self.computer_step(ply),
            Action::PassStuckTurn => match self.stuck_pass() {
                Some(pass) => self.play(&pass),
                None => self,
            },
            Action::PlayTyped(moves) => self.play_typed(moves),
            Action::StopHere => self.stop_here(),
            Action::Undo if self.friend.is_some() => self.ask_undo(),
            Action::Undo => self.undo(),
            Action::SetFriend(friend) => self.with_friend(friend),
            Action::NameSeats(names) => self.name_seats(names),
            Action::AnswerFriend(yes) => self.answer_friend(yes),
            Action::TakeFriendGame(record, friend) => self.take_friend_game(*record, friend),
            Action::FriendLinkMade(friend) => {
                self.friend = friend;
                self
            }
            Action::SetComputers(computers) => self.set_computers(computers),
            Action::Engine(answer) => self.engine_answer(answer),
            Action::SetClock(clock) => self.set_clock(clock),
            Action::PauseClock(pause) => self.pause_clock(pause),
            Action::Tick => {
                let now = self.now;
                self.clock = self.clock.map(|clock| clock.at(now).started(now));
                self
            }
            Action::Redo => {
                self.record.redo();
                self.moved_cursor()
            }
            Action::Goto(ply) => {
                self.record.goto(ply);
                self.moved_cursor()
            }
            Action::SetTutor(tutor) => {
                self.tutor = tutor;
                self.tutor_passed = self.record.moves().len();
                self
            }
            Action::TutorPassed(ply) => {
                self.tutor_passed = self.tutor_passed.max(ply + 1);
                self
            }
            Action::ToggleAutoRoll => {
                self.auto_roll = !self.auto_roll;
                self.roll_if_automatic()
            }
            Action::SetPrefs { flipped, auto_roll } => {
                self.flipped = flipped ^ self.facing();
                self.auto_roll = auto_roll;
                self.roll_if_automatic()
            }
            Action::Flip => {
                self.flipped = !self.flipped;
                self
            }
            Action::OfferDraw if self.friend.is_some() => self.ask_draw(),
            Action::OfferDraw => self.offer_draw(),
            Action::AcceptDraw => self.accept_draw(),
            Action::DeclineDraw => self.decline_draw(),
            Action::Resign => {
                self.resigning = self.can_resign();
                self
            }
            Action::ConfirmResign => self.resign(),
            Action::Side(i) => {
                // Only from the confirmation, like ConfirmResign.
                let side = self.side_moves().get(i).map(|(mv, _)| mv.clone());
                match side.filter(|_| self.resigning) {
                    Some(mv) => self.play(&mv),
                    None => self,
                }
            }
            Action::CancelResign => {
                self.resigning = false;
                self
            }
            Action::Replace(record, seed, notice) => {
                // The player's preferences outlive the game they were set in.
                // So do the seats the computer plays (a new game keeps its opponent).
                let (turned, auto_roll) = (self.flipped ^ self.facing(), self.auto_roll);
                let computers = self
                    .computers
                    .clone()
                    .within(record.current().num_players());
                let mut next = Session {
                    auto_roll,
                    computers,
                    tutor: self.tutor,
                    // A new game keeps the clock's time control, its time afresh.
                    clock: self.clock.map(|clock| GameClock::new(clock.control)),
                    now: self.now,
                    ..Session::new(*record, seed, notice)
                };
                next.flipped = turned ^ next.facing();
                next.roll_if_automatic()
            }
            Action::NewGame(record, seed, notice, handicap) => {
                let mut next = self.apply_action(Action::Replace(record, seed, notice));
                next.handicap = handicap;
                next
            }
            Action::SetHandicap(handicap) => {
                self.handicap = handicap;
                self
            }
            Action::Notify(notice) => {
                self.notice = Some(notice);
                self
            }
            Action::Dismiss => {
                self.notice = None;
                self
            }
            Action::ShowShare(links) => {
                self.share_link = Some(links);
                self
            }
        }
    }
}

impl Reducible for Session {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut session = (*self).clone();
        session.now = js_sys::Date::now();
        Rc::new(session.apply(action))
    }
}

//! A game with a friend on another device, played by links (issue 26, 1): this device plays
//! one seat and the board takes no move for the other; undo and a draw offer become requests
//! that travel in the next link; the dice come from both devices' values
//! ([`crate::persist::friend`]), and wait while the friend's value has not come.

use crate::games::shared_dice::next_place;
use crate::games::AnyGame;
use crate::persist::friend::{fair_throw, roll_to_show, undo_point, Ask, Friend, FriendLink};
use crate::persist::friend_path;
use crate::rules::{Game, Record, RecordEnd, Seat, Turn};
use crate::ui::session::{Notice, Session};
use crate::ui::words::phrase::Phrase;

/// What the friend's panel says of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FriendTurn {
    /// This device's player is to move (or to throw).
    Yours,
    /// The friend is to move: the link must go to them.
    Theirs,
    /// The dice need the friend's value: the link must go to them first.
    DiceWaiting,
    /// The game is over.
    Over,
}

impl Session {
    /// The seat played on this device, in a game with a friend.
    pub fn my_seat(&self) -> Option<Seat> {
        self.friend.as_ref().map(|friend| Seat(friend.me))
    }

    /// The friend's seat is to move: the board takes no move.
    pub fn friend_to_move(&self) -> bool {
        match (self.my_seat(), self.game().turn()) {
            (Some(me), Turn::Player(seat)) => seat != me,
            _ => false,
        }
    }

    /// The friend throws the dice now (Ludo's throw of the friend's seat).
    pub fn friend_throws(&self) -> bool {
        self.my_seat()
            .is_some_and(|me| self.thrower().is_some_and(|seat| seat != me))
    }

    /// Where the game stands for this device's player.
    pub fn friend_turn(&self) -> Option<FriendTurn> {
        self.friend.as_ref()?;
        if self.record.verdict().is_some() {
            return Some(FriendTurn::Over);
        }
        if self.friend_to_move() || self.friend_throws() {
            return Some(FriendTurn::Theirs);
        }
        if self.chance_pending() && self.fair_throw().is_none() {
            return Some(FriendTurn::DiceWaiting);
        }
        Some(FriendTurn::Yours)
    }

    /// The next throw from both devices' values, where both have come (the game's latest
    /// position only).
    pub(crate) fn fair_throw(&self) -> Option<crate::games::AnyMove> {
        let friend = self.friend.as_ref()?;
        let dice = friend.dice.as_ref()?;
        if !self.record.at_latest() {
            return None;
        }
        let place = next_place(&self.record)?;
        let chain = dice.chain()?;
        fair_throw(dice, &chain, friend.me, self.game(), place).ok()
    }

    /// The link that sends the game as it is now to the friend (`live`: over the live
    /// connection); this device's values shown so far are noted, so a later link never shows
    /// fewer.
    pub fn friend_link(&mut self, live: bool) -> Option<String> {
        let roll = roll_to_show(self.friend.as_ref()?, &self.record, live);
        let friend = self.friend.as_mut()?;
        let value = match &mut friend.dice {
            Some(dice) => {
                dice.shown = roll;
                let chain = dice.chain()?;
                Some((roll, *chain.get(roll as usize)?))
            }
            None => None,
        };
        let name = |seat: usize| friend.names.get(seat).cloned().unwrap_or_default();
        let link = FriendLink {
            game: friend.game.clone(),
            from: friend.me,
            names: [name(0), name(1)],
            value,
            ask: friend.asking,
        };
        Some(friend_path(&self.record, &link))
    }

    /// Undo in a game with a friend: a request to take back this player's last turn, sent with
    /// the next link (only while the friend has not answered it with a move).
    pub(crate) fn ask_undo(mut self) -> Self {
        let Some(me) = self.my_seat() else {
            return self;
        };
        let can = self.friend_to_move()
            && self.record.declared().is_none()
            && undo_point(&self.record, me.0) < self.record.moves().len();
        if let (true, Some(friend)) = (can, self.friend.as_mut()) {
            friend.asking = Some(Ask::Undo);
            self.notice = Some(Notice::info(Phrase::new("play.friend-undo-asked")));
        }
        self
    }

    /// A draw offer in a game with a friend: sent with the next link.
    pub(crate) fn ask_draw(mut self) -> Self {
        if let Some(friend) = self.friend.as_mut() {
            friend.asking = Some(Ask::Draw);
            self.notice = Some(Notice::info(Phrase::new("play.friend-draw-asked")));
        }
        self
    }

    /// This player's answer to the friend's request: a take-back allowed goes back to where
    /// the friend's last turn began; a draw accepted ends the game.
    pub(crate) fn answer_friend(mut self, yes: bool) -> Self {
        let Some(friend) = self.friend.as_mut() else {
            return self;
        };
        let Some(asked) = friend.asked.take() else {
            return self;
        };
        let them = 1 - friend.me;
        if yes {
            match asked {
                Ask::Undo => {
                    let point = undo_point(&self.record, them);
                    self.record = crate::persist::friend::cut(&self.record, point);
                }
                Ask::Draw => self.record.declare(RecordEnd::DrawAgreed),
            }
        }
        self.moved_cursor()
    }

    /// Sets the two seats' names (as the player typed them).
    pub(crate) fn name_seats(mut self, names: Vec<String>) -> Self {
        if let Some(friend) = self.friend.as_mut() {
            friend.names = names;
        }
        self
    }

    /// A friend's game as a link brought it, in place of the one shown; the player's board
    /// preferences stay. Dice that roll by themselves are thrown where both values are in.
    pub(crate) fn take_friend_game(self, record: Record<AnyGame>, friend: Friend) -> Self {
        let turned = self.flipped ^ self.facing();
        let mut next = Session {
            auto_roll: self.auto_roll,
            tutor: self.tutor,
            friend: Some(friend),
            ..Session::new(record, self.seed, self.notice)
        };
        next.flipped = turned ^ next.facing();
        next.throw_if_due()
    }

    /// Throws where the dice roll by themselves (not Ludo's, thrown by pressing Roll) and both
    /// devices' values are in: a link that brought the friend's value leaves the game as it
    /// was, so the page's own pacing would not throw.
    pub fn throw_if_due(self) -> Self {
        if self.rolls_by_hand() || !self.chance_due() {
            return self;
        }
        self.resolve_chance()
    }

    /// Takes the game's friend state (a game opened from a link or the library).
    pub(crate) fn with_friend(mut self, friend: Option<Friend>) -> Self {
        // A game passed between two devices is played without a clock (docs/clocks.md).
        if friend.is_some() {
            self.clock = None;
        }
        self.friend = friend;
        self
    }
}

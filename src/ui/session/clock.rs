//! The game clock, for the play page's [`Session`]: it follows the game after every action (the
//! side to move at the end of the game is the side whose time runs), falls as the time runs out,
//! and stops while the game is paused or over. The time comes from [`Session::now`], which the
//! reducer sets before each action, so tests can move it by hand.

use crate::rules::game_clock::{time_for_move, GameClock};
use crate::rules::{Game, RecordEnd, Seat};
use crate::ui::session::Session;

/// Where the game stood before an action: how many moves were recorded and the cursor.
pub(crate) type Before = (usize, usize);

impl Session {
    pub(crate) fn before(&self) -> Before {
        (self.record.moves().len(), self.record.cursor())
    }

    /// The side out of time, if one is: its flag falls before anything else happens, so a
    /// move that comes after it does not count.
    pub(crate) fn fall_flag(mut self) -> Self {
        let Some(seat) = self.clock.as_ref().and_then(|c| c.flagged(self.now)) else {
            return self;
        };
        let latest = self.record.moves().len();
        self.record.goto(latest);
        if self.record.verdict().is_none() {
            self.record.declare(RecordEnd::TimeOut(seat));
        }
        self = self.moved_cursor();
        self.follow_clock(None)
    }

    /// Moves the clock on after an action: the side to move at the end of the game gets the
    /// running time; a move just made at the end of the game earns its mover the increment.
    /// Looking back through the moves changes nothing: the game's own clock goes on.
    pub(crate) fn follow_clock(mut self, before: Option<Before>) -> Self {
        let now = self.now;
        if self.clock.is_none() || !self.record.at_latest() {
            return self;
        }
        let turn = match self.record.verdict() {
            Some(_) => None,
            None => self.game().turn().seat(),
        };
        let cursor = self.record.cursor();
        let moved = before
            .filter(|&(len, at)| len == at && cursor > at)
            .and_then(|_| self.record.position_before(cursor - 1)?.turn().seat());
        if let Some(clock) = self.clock.as_mut() {
            clock.follow(turn, moved, now);
        }
        self
    }

    /// Sets the game's clock (a new game's, or a saved one read back), running from now.
    pub(crate) fn set_clock(mut self, clock: Option<GameClock>) -> Self {
        self.clock = clock.map(|clock| clock.started(self.now));
        self.follow_clock(None)
    }

    pub(crate) fn pause_clock(mut self, pause: bool) -> Self {
        let now = self.now;
        if let Some(clock) = self.clock.as_mut() {
            if pause {
                clock.pause(now);
            } else {
                clock.resume(now);
            }
        }
        self
    }

    /// The clock as it stands now, its running time counted in: what a save or a link holds.
    pub fn clock_now(&self, now: f64) -> Option<GameClock> {
        self.clock.as_ref().map(|clock| clock.at(now))
    }

    /// The computer's time for its move in a game with a clock: its share of the time left,
    /// never more than its level's own time.
    pub(crate) fn clock_time_for(&self, seat: Seat, own_ms: Option<u64>) -> Option<u64> {
        let clock = self.clock.as_ref()?;
        let bonus = u64::from(clock.control.bonus_seconds) * 1000;
        // Thirty moves to go, not the command line's twenty: the page's answer also waits on
        // the worker's round trip, and a person's clock does not wait for it.
        let share = time_for_move(clock.left_ms(seat, self.now), bonus, 30);
        Some(own_ms.map_or(share, |own| own.min(share)))
    }
}

//! The game clock, as over the board: each side has its own time, which runs while that side is
//! to move, and gets a bonus each move: an increment added after the move (Fischer), or a delay
//! the clock waits before it starts to run down (the time saved is not kept). Time odds give the
//! two sides different times. The clock reads no time itself: the caller says what the time is
//! (`now`, milliseconds from any fixed moment), so a saved clock holds the time used, not the
//! wall clock, and a test can run a whole game in no time.
//!
//! ```
//! use tabula::rules::game_clock::{GameClock, TimeControl};
//! use tabula::rules::Seat;
//! let control: TimeControl = "180+2".parse().unwrap();
//! let mut clock = GameClock::new(control);
//! clock.follow(Some(Seat(0)), None, 0.0); // White's clock starts
//! clock.follow(Some(Seat(1)), Some(Seat(0)), 5_000.0); // White moved after 5 s
//! assert_eq!(clock.left_ms(Seat(0), 5_000.0), 177_000); // 180 s - 5 s + 2 s
//! assert_eq!(clock.left_ms(Seat(1), 9_000.0), 176_000); // Black's runs
//! assert_eq!(clock.flagged(190_000.0), Some(Seat(1)));
//! ```

use std::fmt;
use std::str::FromStr;

use super::game::Seat;

/// The usual time controls, (seconds, bonus seconds): 1+0, 3+2, 5+3, 10+5, 15+10, 30+0.
pub const PRESETS: [(u32, u32); 6] = [(60, 0), (180, 2), (300, 3), (600, 5), (900, 10), (1800, 0)];

/// The longest time a side can have: ten hours (a longer number is a mistake or a tampered link).
const MOST_SECONDS: u32 = 36_000;

/// How the bonus of each move is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bonus {
    /// Added to the mover's time after each move (Fischer).
    Increment,
    /// Waited out at the start of each turn before the time runs down (simple delay).
    Delay,
}

/// The time each side starts with and its bonus per move, written `300+3` (seconds; the bonus
/// as a delay `300+3d`; time odds `300/120+3`, White's or the first seat's time first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub seconds: [u32; 2],
    pub bonus_seconds: u32,
    pub bonus: Bonus,
}

impl TimeControl {
    /// One of the presets, or any time with a Fischer increment, the same for both sides.
    pub const fn even(seconds: u32, increment: u32) -> TimeControl {
        TimeControl {
            seconds: [seconds, seconds],
            bonus_seconds: increment,
            bonus: Bonus::Increment,
        }
    }

    fn start_ms(&self, seat: usize) -> u64 {
        u64::from(self.seconds[seat]) * 1000
    }

    fn bonus_ms(&self) -> u64 {
        u64::from(self.bonus_seconds) * 1000
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [first, second] = self.seconds;
        write!(f, "{first}")?;
        if second != first {
            write!(f, "/{second}")?;
        }
        write!(f, "+{}", self.bonus_seconds)?;
        if self.bonus == Bonus::Delay {
            f.write_str("d")?;
        }
        Ok(())
    }
}

impl FromStr for TimeControl {
    type Err = String;

    fn from_str(text: &str) -> Result<TimeControl, String> {
        let bad = || format!("\"{text}\" is not a time control such as 300+3");
        let (times, bonus_text) = text.split_once('+').ok_or_else(bad)?;
        let (bonus_text, bonus) = match bonus_text.strip_suffix('d') {
            Some(rest) => (rest, Bonus::Delay),
            None => (bonus_text, Bonus::Increment),
        };
        let seconds = |t: &str| t.parse::<u32>().ok().filter(|s| *s <= MOST_SECONDS);
        let (first, second) = match times.split_once('/') {
            Some((a, b)) => (seconds(a), seconds(b)),
            None => (seconds(times), seconds(times)),
        };
        let (Some(first), Some(second), Some(bonus_seconds)) = (first, second, seconds(bonus_text))
        else {
            return Err(bad());
        };
        if first == 0 || second == 0 {
            return Err(format!("\"{text}\" gives a side no time"));
        }
        Ok(TimeControl {
            seconds: [first, second],
            bonus_seconds,
            bonus,
        })
    }
}

/// Two sides' clocks. The side to move's time runs from `since` while the clock is not
/// paused; a move stops it, gives the mover the increment, and starts the other side's.
#[derive(Clone, Debug, PartialEq)]
pub struct GameClock {
    pub control: TimeControl,
    /// Each side's time at the start of its current (or next) turn.
    left: [u64; 2],
    /// The side whose time runs (the side to move of a game going on).
    turn: Option<Seat>,
    /// What that side has used of this turn, counted up to `since`.
    used: u64,
    pub paused: bool,
    /// When the running time was last counted (the caller's time); none while stopped. Not
    /// part of the saved clock: a reloaded game goes on from the time used.
    since: Option<f64>,
}

impl GameClock {
    pub fn new(control: TimeControl) -> GameClock {
        GameClock {
            control,
            left: [control.start_ms(0), control.start_ms(1)],
            turn: None,
            used: 0,
            paused: false,
            since: None,
        }
    }

    /// The side whose time runs, if any.
    pub fn turn(&self) -> Option<Seat> {
        self.turn
    }

    /// Whether time is running now.
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    fn index(seat: Seat) -> usize {
        usize::from(seat.0.min(1))
    }

    /// What the turn's time used costs the clock: a delay is free.
    fn charge(&self, used: u64) -> u64 {
        match self.control.bonus {
            Bonus::Increment => used,
            Bonus::Delay => used.saturating_sub(self.control.bonus_ms()),
        }
    }

    /// Time used on the running turn, up to `now`.
    fn used_by(&self, now: f64) -> u64 {
        let running = self.since.map_or(0.0, |since| (now - since).max(0.0));
        self.used + running as u64
    }

    /// A side's time left at `now`, zero once it has run out.
    pub fn left_ms(&self, seat: Seat, now: f64) -> u64 {
        let left = self.left[Self::index(seat)];
        if self.turn == Some(seat) {
            left.saturating_sub(self.charge(self.used_by(now)))
        } else {
            left
        }
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: f64) -> Option<Seat> {
        self.turn.filter(|&seat| self.left_ms(seat, now) == 0)
    }

    /// Follows the game: `turn` is the side to move now (none once the game is over), `moved`
    /// the side that has just made a move (none for an undo, a jump in the history or a new
    /// game). The running side is charged its time; a move earns the mover its increment; the
    /// side to move's time starts from nothing used.
    pub fn follow(&mut self, turn: Option<Seat>, moved: Option<Seat>, now: f64) {
        if turn == self.turn && moved.is_none() {
            return;
        }
        if let Some(seat) = self.turn {
            let i = Self::index(seat);
            self.left[i] = self.left[i].saturating_sub(self.charge(self.used_by(now)));
            if moved == Some(seat) && self.control.bonus == Bonus::Increment {
                self.left[i] += self.control.bonus_ms();
            }
        }
        self.turn = turn;
        self.used = 0;
        self.since = (turn.is_some() && !self.paused).then_some(now);
    }

    /// Stops the time (a hot-seat game put aside); what was used is kept.
    pub fn pause(&mut self, now: f64) {
        self.used = self.used_by(now);
        self.since = None;
        self.paused = true;
    }

    /// Lets the time run again from `now`.
    pub fn resume(&mut self, now: f64) {
        self.paused = false;
        self.since = self.turn.map(|_| now);
    }

    /// The clock as it stands at `now`, its running time counted: what a save or a link holds.
    /// Its time runs again from `now` where the game is opened (see [`GameClock::from_str`]).
    pub fn at(&self, now: f64) -> GameClock {
        GameClock {
            used: self.used_by(now),
            since: None,
            ..self.clone()
        }
    }

    /// Starts the time of a clock just read (a reloaded game), at `now`, unless it is paused.
    pub fn started(mut self, now: f64) -> GameClock {
        self.since = (self.turn.is_some() && !self.paused).then_some(now);
        self
    }
}

/// Saved and linked as `<control>.<left ms>.<left ms>.<used ms>.<turn>[.p]`, e.g.
/// `300+3.281200.300000.4100.1`: the turn is the running side's seat or `-`, `p` a paused clock.
impl fmt::Display for GameClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let turn = self.turn.map_or("-".to_string(), |seat| seat.0.to_string());
        write!(
            f,
            "{}.{}.{}.{}.{turn}",
            self.control, self.left[0], self.left[1], self.used
        )?;
        if self.paused {
            f.write_str(".p")?;
        }
        Ok(())
    }
}

impl FromStr for GameClock {
    type Err = String;

    fn from_str(text: &str) -> Result<GameClock, String> {
        let bad = || format!("\"{text}\" is not a game clock");
        let fields: Vec<&str> = text.split('.').collect();
        let (control, times, turn, paused) = match fields[..] {
            [control, a, b, used, turn] => (control, [a, b, used], turn, false),
            [control, a, b, used, turn, "p"] => (control, [a, b, used], turn, true),
            _ => return Err(bad()),
        };
        let control: TimeControl = control.parse()?;
        let most = u64::from(MOST_SECONDS) * 2000;
        let mut ms = [0u64; 3];
        for (out, field) in ms.iter_mut().zip(times) {
            *out = field
                .parse()
                .ok()
                .filter(|ms| *ms <= most)
                .ok_or_else(bad)?;
        }
        let turn = match turn {
            "-" => None,
            "0" => Some(Seat(0)),
            "1" => Some(Seat(1)),
            _ => return Err(bad()),
        };
        Ok(GameClock {
            control,
            left: [ms[0], ms[1]],
            turn,
            used: ms[2],
            paused,
            since: None,
        })
    }
}

impl serde::Serialize for GameClock {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for GameClock {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let text = String::deserialize(reader)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The computer's time for one move from its clock: the time left shared over `moves_to_go`
/// moves, plus most of the increment, never more than a third of what is left, so it never
/// runs out in a normal game. (The search rarely spends more than two thirds of its share, as
/// it starts no depth it could not finish.)
pub fn time_for_move(left_ms: u64, bonus_ms: u64, moves_to_go: u64) -> u64 {
    let share = left_ms / moves_to_go.max(1) + bonus_ms * 3 / 4;
    share.min((left_ms / 3).saturating_sub(30)).max(1)
}

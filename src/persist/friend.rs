//! Play by links with a friend on another device (issue 26, 1): the game's link carries its
//! whole line (`?line=`) and a `friend=` field; each side opens the other's link to go on.
//!
//! `friend=1.<game id>.<sender's seat>.<name of seat 0>.<name of seat 1>.<dice>.<ask>`:
//! - the game's id is the same on both devices (the first sender draws it), so a later link
//!   finds the game it continues;
//! - names are escaped as in a link, dots too;
//! - `<dice>` is `-` in games without dice, else `<roll>:<64 hex digits>`: the sender's latest
//!   value of [`crate::rules::fair_dice`] (roll 0: its commitment);
//! - `<ask>` is `-`, `undo` (take back my last turn) or `draw` (I offer a draw).
//!
//! What a link does to the game kept here is [`receive`]'s answer: a new game, more moves,
//! an accepted take-back, an old link, or a game that parts from the kept one (both are kept).
//!
//! ```
//! use tabula::persist::friend::{Ask, FriendLink};
//! let link = FriendLink { game: "k3x9ab2c".into(), from: 0, names: ["Ana".into(), "Ben B.".into()], value: None, ask: Some(Ask::Draw) };
//! assert_eq!(link.to_query(), "1.k3x9ab2c.0.Ana.Ben_B%2E.-.draw");
//! assert_eq!(FriendLink::parse(&link.to_query()), Ok(link));
//! ```

use serde::{Deserialize, Serialize};

use super::ids::{is_entry_id, ID_LENGTH, ID_LETTERS};
use crate::games::shared_dice::{next_roll, numbers, outcomes, pick, places};
use crate::games::shared_dice::{next_thrower, Place};
use crate::games::AnyGame;
use crate::rules::codec::{url_escape, url_unescape};
use crate::rules::fair_dice::{Chain, Digest, FairDice, ROLLS};
use crate::rules::{Game, Record, RecordEnd, Relation, Rng, Seat, Turn};

/// The link field's version.
const VERSION: &str = "1";

/// The longest name a link may carry, in characters.
pub const MAX_FRIEND_NAME: usize = 40;

/// A request that travels in the next link and waits for the other side's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Take back the asker's last turn.
    Undo,
    /// End the game in a draw.
    Draw,
}

impl Ask {
    fn word(self) -> &'static str {
        match self {
            Ask::Undo => "undo",
            Ask::Draw => "draw",
        }
    }

    /// Reads `-` (none), `undo` or `draw`.
    fn read(text: &str) -> Result<Option<Ask>, String> {
        match text {
            "-" => Ok(None),
            "undo" => Ok(Some(Ask::Undo)),
            "draw" => Ok(Some(Ask::Draw)),
            other => Err(format!("\"{other}\" is not a request")),
        }
    }
}

fn ask_word(ask: Option<Ask>) -> &'static str {
    ask.map_or("-", Ask::word)
}

/// A game played with a friend on another device, as kept with the game here. Saved as one
/// text, `<game>.<me>.<name>.<name>.<dice>.<asking>.<asked>`, with `<dice>` `-` or
/// `<secret>:<shown>:<their roll>:<their value>` (`-` for theirs not yet come): a derived
/// reader for each field would cost the page more than this one does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Friend {
    /// The game's id, the same on both devices.
    pub game: String,
    /// The seat played on this device.
    pub me: u8,
    /// The two seats' names, in seat order.
    pub names: Vec<String>,
    /// The dice of a game with dice.
    pub dice: Option<LinkDice>,
    /// What this player asked and the friend has not answered yet.
    pub asking: Option<Ask>,
    /// What the friend asked, waiting for this player's answer.
    pub asked: Option<Ask>,
}

impl From<Friend> for String {
    fn from(friend: Friend) -> String {
        let name = |seat: usize| escape_name(friend.names.get(seat).map_or("", String::as_str));
        let dice = match &friend.dice {
            None => "-".to_string(),
            Some(dice) => {
                let (roll, value) = match &dice.theirs {
                    Some((roll, value)) => (roll.to_string(), value.as_str()),
                    None => ("-".to_string(), "-"),
                };
                format!("{}:{}:{roll}:{value}", dice.secret, dice.shown)
            }
        };
        format!(
            "{}.{}.{}.{}.{dice}.{}.{}",
            friend.game,
            friend.me,
            name(0),
            name(1),
            ask_word(friend.asking),
            ask_word(friend.asked)
        )
    }
}

impl TryFrom<String> for Friend {
    type Error = String;

    fn try_from(text: String) -> Result<Friend, String> {
        let fields: Vec<&str> = text.split('.').collect();
        let [game, me, first, second, dice, asking, asked] = fields[..] else {
            return Err("a friend's game kept in a form not known".to_string());
        };
        let me = if me == "1" { 1 } else { 0 };
        let name = |text: &str| url_unescape(text).map_err(|e| e.to_string());
        let dice = match dice.split(':').collect::<Vec<_>>()[..] {
            ["-"] => None,
            [secret, shown, roll, value] => {
                seed_of(secret).ok_or("a damaged dice secret")?;
                let theirs = match (roll.parse::<u32>(), Digest::from_hex(value)) {
                    (Ok(roll), Some(_)) => Some((roll, value.to_string())),
                    _ if roll == "-" => None,
                    _ => return Err("a damaged dice value".to_string()),
                };
                Some(LinkDice {
                    secret: secret.to_string(),
                    shown: shown.parse().map_err(|_| "a damaged dice count")?,
                    theirs,
                })
            }
            _ => return Err("damaged dice".to_string()),
        };
        Ok(Friend {
            game: game.to_string(),
            me,
            names: vec![name(first)?, name(second)?],
            dice,
            asking: Ask::read(asking)?,
            asked: Ask::read(asked)?,
        })
    }
}

/// The two devices' dice as this one knows them.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkDice {
    /// This device's chain seed, 64 hex digits: it never leaves the device.
    pub secret: String,
    /// The highest roll this device has shown its value for (0: only its commitment).
    pub shown: u32,
    /// The friend's latest value: its roll and 64 hex digits, once a link brought one.
    pub theirs: Option<(u32, String)>,
}

/// The `friend=` field of a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendLink {
    pub game: String,
    /// The seat of the device that sent it.
    pub from: u8,
    pub names: [String; 2],
    /// The sender's latest value of the dice, in a game with dice.
    pub value: Option<(u32, Digest)>,
    pub ask: Option<Ask>,
}

fn escape_name(name: &str) -> String {
    url_escape(name).replace('.', "%2E")
}

impl FriendLink {
    pub fn to_query(&self) -> String {
        let dice = match self.value {
            Some((roll, value)) => format!("{roll}:{}", value.to_hex()),
            None => "-".to_string(),
        };
        let ask = ask_word(self.ask);
        format!(
            "{VERSION}.{}.{}.{}.{}.{dice}.{ask}",
            self.game,
            self.from,
            escape_name(&self.names[0]),
            escape_name(&self.names[1])
        )
    }

    /// Reads the field; the error says in English what was wrong.
    pub fn parse(text: &str) -> Result<FriendLink, String> {
        let fields: Vec<&str> = text.split('.').collect();
        let [version, game, from, first, second, dice, ask] = fields[..] else {
            return Err(format!(
                "the friend field has {} parts, not 7",
                fields.len()
            ));
        };
        if version != VERSION {
            return Err(format!("friend links of version {version} are not known"));
        }
        if !is_entry_id(game) {
            return Err(format!("\"{game}\" is not a game id"));
        }
        let from = match from {
            "0" => 0,
            "1" => 1,
            other => return Err(format!("\"{other}\" is not a seat (0 or 1)")),
        };
        let name = |text: &str| -> Result<String, String> {
            let name = url_unescape(text).map_err(|e| format!("a name: {e}"))?;
            // An empty name stands for the side's name, in the receiver's language.
            let name = name.trim().to_string();
            if name.chars().count() > MAX_FRIEND_NAME {
                return Err(format!("a name has more than {MAX_FRIEND_NAME} characters"));
            }
            Ok(name)
        };
        let value = match dice {
            "-" => None,
            _ => {
                let (roll, hex) = dice.split_once(':').ok_or("the dice field has no ':'")?;
                let roll: u32 = roll
                    .parse()
                    .ok()
                    .filter(|r| *r <= ROLLS)
                    .ok_or_else(|| format!("\"{roll}\" is not a roll number"))?;
                let value = Digest::from_hex(hex).ok_or("the dice value is not 64 hex digits")?;
                Some((roll, value))
            }
        };
        let ask = Ask::read(ask)?;
        Ok(FriendLink {
            game: game.to_string(),
            from,
            names: [name(first)?, name(second)?],
            value,
            ask,
        })
    }
}

/// A new game's id, the same on both devices, drawn from `seed` (random bits).
pub fn new_game_id(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    (0..ID_LENGTH)
        .map(|_| char::from(ID_LETTERS[rng.below(ID_LETTERS.len())]))
        .collect()
}

/// Whether a game has dice that the two devices throw together.
pub fn has_dice(game: &AnyGame) -> bool {
    matches!(game, AnyGame::Backgammon(_) | AnyGame::Ludo(_))
}

fn seed_of(secret: &str) -> Option<[u8; 32]> {
    Digest::from_hex(secret).map(|digest| digest.0)
}

impl LinkDice {
    /// New dice for this device, from 32 random bytes.
    pub fn new(seed: [u8; 32]) -> LinkDice {
        LinkDice {
            secret: Digest(seed).to_hex(),
            shown: 0,
            theirs: None,
        }
    }

    /// This device's chain, every value (see [`Chain::values`]); none for a damaged secret.
    pub fn chain(&self) -> Option<Vec<Digest>> {
        seed_of(&self.secret).map(|seed| Chain::new(seed).values())
    }

    /// The dice as far as both sides have shown them, this device on seat `me`, its own values
    /// shown up to `roll`.
    fn fair(&self, chain: &[Digest], me: u8, roll: u32) -> Option<FairDice> {
        let (theirs_roll, theirs) = self.theirs.as_ref()?;
        let theirs = (*theirs_roll, Digest::from_hex(theirs)?);
        let mine_roll = roll.min(ROLLS);
        let mine = (mine_roll, *chain.get(mine_roll as usize)?);
        Some(FairDice::from_shown(if me == 0 {
            [mine, theirs]
        } else {
            [theirs, mine]
        }))
    }
}

/// Why a throw could not be made or checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThrowError {
    /// The friend's value for this roll has not come yet: the link must go to them first.
    Waiting,
    /// The throw played is not the one the two values give (an edited link, a re-thrown die).
    Mismatch { ply: usize },
    /// The dice kept here are damaged.
    Damaged,
}

/// The chance move that throw `place` gives in `game`, from the two devices' values.
pub fn fair_throw(
    dice: &LinkDice,
    chain: &[Digest],
    me: u8,
    game: &AnyGame,
    place: Place,
) -> Result<crate::games::AnyMove, ThrowError> {
    let fair = dice
        .fair(chain, me, place.roll)
        .ok_or(ThrowError::Waiting)?;
    let outcomes = outcomes(game);
    let count = numbers(&outcomes).ok_or(ThrowError::Damaged)?;
    let drawn = fair
        .throw(place.roll, place.throw, count)
        .map_err(|_| ThrowError::Waiting)?;
    pick(&outcomes, drawn).ok_or(ThrowError::Damaged)
}

/// How one throw of a game with a friend was drawn: where it falls, both seats' values (seat
/// 0's first), and the number drawn among how many.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub place: Place,
    pub values: [Digest; 2],
    pub drawn: usize,
    pub numbers: usize,
}

/// How each throw of `record` was drawn, as far as both devices' values are known here.
pub fn origins(dice: &LinkDice, chain: &[Digest], me: u8, record: &Record<AnyGame>) -> Vec<Origin> {
    places(record)
        .into_iter()
        .filter_map(|place| {
            let fair = dice.fair(chain, me, place.roll)?;
            let game = record.position_before(place.ply)?;
            let numbers = numbers(&outcomes(game))?;
            Some(Origin {
                place,
                values: fair.values(place.roll)?,
                drawn: fair.throw(place.roll, place.throw, numbers).ok()?,
                numbers,
            })
        })
        .collect()
}

/// Checks the throws of `record` from move `from` on against the two devices' values (those
/// before were checked when they came: the friend's values follow from each other, so each
/// check hashes back from the latest, and checking a long match's every throw again at each
/// link would add up).
pub fn check_throws(
    dice: &LinkDice,
    chain: &[Digest],
    me: u8,
    record: &Record<AnyGame>,
    from: usize,
) -> Result<(), ThrowError> {
    for place in places(record).into_iter().filter(|place| place.ply >= from) {
        let game = record
            .position_before(place.ply)
            .ok_or(ThrowError::Damaged)?;
        let thrown = fair_throw(dice, chain, me, game, place)?;
        if record.moves().get(place.ply) != Some(&thrown) {
            return Err(ThrowError::Mismatch { ply: place.ply });
        }
    }
    Ok(())
}

/// How far this device shows its values in a link it sends now: every roll already thrown
/// (so the friend can check them), and the next one where the friend's device throws it (or
/// either may, as backgammon's opening roll): never a roll this device throws itself, nor one
/// thrown after a decision of the friend's made before it (a double taken), which would show
/// the friend the dice before the decision.
///
/// `live`: over a live connection, where an answer comes at once, only once the throw is due:
/// the friend's device plays its decisions first (backgammon's roll rather than double), and
/// this one answers with the number. By links that would cost a link more every turn, so
/// there the number comes with the move before (docs/fair-dice.md says what that leaves open).
pub fn roll_to_show(friend: &Friend, record: &Record<AnyGame>, live: bool) -> u32 {
    let Some(dice) = &friend.dice else { return 0 };
    if dice.theirs.is_none() {
        // Not before the friend's first value: they could still pick theirs to suit ours.
        return dice.shown;
    }
    let thrown = places(record).last().map_or(0, |place| place.roll);
    let game = record.position_before(record.moves().len());
    let over = record.declared().is_some() || game.is_none_or(|g| g.outcome().is_some());
    // Live, only a throw due now: the friend has made every decision before it.
    let early = live && game.is_some_and(|g| g.turn() != Turn::Chance);
    let next = match game.map(next_thrower) {
        _ if early => thrown,
        Some(None) if !over => next_roll(record),
        Some(Some(seat)) if seat.0 != friend.me && !over => next_roll(record),
        _ => thrown,
    };
    dice.shown.max(next).max(thrown)
}

/// What a friend's link does to the game kept here.
#[derive(Clone, Debug, PartialEq)]
pub enum Received {
    /// The first link of this game on this device: a new game, seated as the other player.
    New(Friend),
    /// Nothing new (a link opened twice): the game as kept.
    Same(Friend),
    /// The friend's moves (or answer) after those kept: the game goes on with them.
    Extends(Friend),
    /// The friend allowed the take-back this player asked for.
    UndoAllowed(Friend),
    /// A link older than the game kept: the game is already ahead.
    Older,
    /// The link changes or drops a move already made (at this index): both are kept.
    Differs { at: usize },
}

/// Why a friend's link was refused: the game stays as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The link plays a move for this device's seat (an edited link).
    MoveForYou { ply: usize },
    /// The link's dice are not the ones the two devices' values give.
    Dice { ply: usize },
    /// The friend's value does not follow from the one shown before: another chain, or an
    /// edited link.
    NotTheirChain,
    /// A throw needs a value of this device's that it has not shown.
    ThrownWithoutYou,
    /// The link ends the game in a draw nobody offered, or resigns for this device.
    EndNotAgreed,
    /// The link is of another kind of game or start than the one kept under its id.
    OtherGame,
    /// The dice kept here are damaged.
    Damaged,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::MoveForYou { ply } => {
                write!(f, "move {} is played for your side", ply + 1)
            }
            Refused::Dice { ply } => write!(
                f,
                "the dice did not match: move {} is not the throw both devices' values give",
                ply + 1
            ),
            Refused::NotTheirChain => write!(
                f,
                "the dice did not match: the friend's dice value does not follow from the one their device showed before"
            ),
            Refused::ThrownWithoutYou => write!(
                f,
                "the dice did not match: it throws dice that need a value your device never sent"
            ),
            Refused::EndNotAgreed => write!(f, "it ends the game in a way you did not agree to"),
            Refused::OtherGame => write!(f, "it is another game than the one kept under its id"),
            Refused::Damaged => write!(f, "the dice kept with this game are damaged"),
        }
    }
}

/// The seat that made move `ply` of the record, if a player did (not chance).
fn mover(record: &Record<AnyGame>, ply: usize) -> Option<Seat> {
    match record.position_before(ply)?.turn() {
        Turn::Player(seat) => Some(seat),
        Turn::Chance => None,
    }
}

/// Where `asker`'s last turn began: after the last move made by the other player, so that
/// taking back gives the asker the turn again (and the same dice, which are drawn by place).
pub fn undo_point(record: &Record<AnyGame>, asker: u8) -> usize {
    (0..record.moves().len())
        .rev()
        .find(|&ply| mover(record, ply).is_some_and(|seat| seat.0 != asker))
        .map_or(0, |ply| ply + 1)
}

/// The record cut back to its first `plies` moves.
pub fn cut(record: &Record<AnyGame>, plies: usize) -> Record<AnyGame> {
    let mut cut = Record::new(record.start().clone());
    for mv in record.moves().iter().take(plies) {
        // The moves were legal in the record, so they replay.
        let _ = cut.play(mv);
    }
    cut
}

/// The friend's value taken into this device's dice: the first one as it comes (the friend's
/// chain is fixed by it, and this device had shown nothing yet), later ones only when they
/// hash back to it.
fn take_value(dice: &mut LinkDice, from: u8, value: Option<(u32, Digest)>) -> Result<(), Refused> {
    let Some((roll, value)) = value else {
        return Err(Refused::Damaged);
    };
    match &dice.theirs {
        None => {
            dice.theirs = Some((roll, value.to_hex()));
            Ok(())
        }
        Some((known_roll, known)) => {
            let known = Digest::from_hex(known).ok_or(Refused::Damaged)?;
            if roll == *known_roll && value == known {
                return Ok(());
            }
            if roll < *known_roll {
                // An older link: its relation to the game decides; its value tells nothing new.
                return Ok(());
            }
            // FairDice's own check: the new value must hash back to the one known (both of
            // its seats hold the friend's value here; only the friend's seat is asked).
            let mut check = FairDice::from_shown([(*known_roll, known); 2]);
            check
                .reveal(Seat(from), roll, value)
                .map_err(|_| Refused::NotTheirChain)?;
            dice.theirs = Some((roll, value.to_hex()));
            Ok(())
        }
    }
}

/// What a friend's link does: `kept` is the game kept here under the link's id (with its
/// friend state), `incoming` the link's game; `seed` makes this device's dice where the link
/// starts a new game with dice.
pub fn receive(
    kept: Option<(&Record<AnyGame>, &Friend)>,
    incoming: &Record<AnyGame>,
    link: &FriendLink,
    seed: [u8; 32],
) -> Result<Received, Refused> {
    let me = 1 - link.from;
    let Some((record, friend)) = kept else {
        let mut friend = Friend {
            game: link.game.clone(),
            me,
            names: link.names.to_vec(),
            dice: has_dice(incoming.start()).then(|| LinkDice::new(seed)),
            asking: None,
            asked: link.ask,
        };
        check_new(&mut friend, incoming, link, 0)?;
        return Ok(Received::New(friend));
    };
    if record.start() != incoming.start() {
        return Err(Refused::OtherGame);
    }
    let mut friend = friend.clone();
    friend.names = link.names.to_vec();
    match record.relation(incoming) {
        Relation::Same => {
            if let (Some(dice), Some(_)) = (friend.dice.as_mut(), link.value) {
                take_value(dice, link.from, link.value)?;
            }
            friend.asked = link.ask.or(friend.asked);
            Ok(Received::Same(friend))
        }
        Relation::Extends => {
            check_new(&mut friend, incoming, link, record.moves().len())?;
            // A move of the friend's answers this player's request: a take-back refused, or
            // a draw declined; a draw accepted ends the game, which check_new allowed.
            friend.asking = None;
            friend.asked = link.ask;
            Ok(Received::Extends(friend))
        }
        Relation::Older
            if friend.asking == Some(Ask::Undo)
                && incoming.moves().len() == undo_point(record, friend.me)
                && incoming.declared().is_none() =>
        {
            friend.asking = None;
            friend.asked = link.ask;
            Ok(Received::UndoAllowed(friend))
        }
        Relation::Older => Ok(Received::Older),
        Relation::Differs { at } => Ok(Received::Differs { at }),
    }
}

/// Checks the link's moves from `from` on: none for this device's seat, the declared end
/// agreed, every throw as the two devices' values give it.
fn check_new(
    friend: &mut Friend,
    incoming: &Record<AnyGame>,
    link: &FriendLink,
    from: usize,
) -> Result<(), Refused> {
    if let Some(ply) =
        (from..incoming.moves().len()).find(|&ply| mover(incoming, ply) == Some(Seat(friend.me)))
    {
        return Err(Refused::MoveForYou { ply });
    }
    match incoming.declared() {
        Some(RecordEnd::Resigned(seat)) if seat.0 == friend.me => {
            return Err(Refused::EndNotAgreed)
        }
        Some(RecordEnd::DrawAgreed) if friend.asking != Some(Ask::Draw) => {
            return Err(Refused::EndNotAgreed)
        }
        _ => {}
    }
    let Some(dice) = friend.dice.as_mut() else {
        return Ok(());
    };
    if link.value.is_some() {
        take_value(dice, link.from, link.value)?;
    } else if !places(incoming).is_empty() {
        return Err(Refused::ThrownWithoutYou);
    }
    let chain = dice.chain().ok_or(Refused::Damaged)?;
    let needed = places(incoming).last().map_or(0, |place| place.roll);
    if needed > dice.shown {
        // A throw drawn with a value of ours that we never sent: the link was not made from
        // ours.
        return Err(Refused::ThrownWithoutYou);
    }
    check_throws(dice, &chain, friend.me, incoming, from).map_err(|error| match error {
        ThrowError::Mismatch { ply } => Refused::Dice { ply },
        ThrowError::Waiting => Refused::ThrownWithoutYou,
        ThrowError::Damaged => Refused::Damaged,
    })
}

//! How the play page starts: from a link (a position, or a whole game to replay), from a game
//! of the library, or as a new game; and what a new game does with the one shown (it stays in
//! My games unless it was an untouched new game).

use crate::games::handicap::Handicap;
use crate::games::{AnyGame, GameKind};
use crate::persist::line_code::ReadLine;
use crate::persist::{
    link_options, load_board_prefs, open_shared, open_whole_game, BoardPrefs, Computers,
    LocalStore, ShareError,
};
use crate::rules::game_clock::GameClock;
use crate::rules::{Game, Record};
use crate::ui::library::random_seed;
use crate::ui::pages::play::entry::{continue_latest, open_entry, SharedTarget, Target};
use crate::ui::pages::play::friend::open_friend;
use crate::ui::session::{Action, Notice, Session};
use crate::ui::words::phrase::{Phrase, PhraseArg};

fn fresh(kind: GameKind) -> Record<AnyGame> {
    Record::new(AnyGame::new_of(kind))
}

/// Opens a shared link as a new game (the library's games stay as they are; the first save
/// makes its entry and then points the address at it).
fn from_link(kind: GameKind, opened: Result<Record<AnyGame>, ShareError>) -> Session {
    match opened {
        Ok(record) => {
            // A whole game opens at its start (the moves are all there to replay): say so.
            let notice =
                (!record.at_latest()).then(|| Notice::info(Phrase::new("play.opened-at-start")));
            Session::new(record, new_seed(), notice)
        }
        Err(error) => {
            let notice = Notice::error(link_refused(error));
            Session::new(fresh(kind), new_seed(), Some(notice))
        }
    }
}

/// Opens a whole-game link: where its moves were cut short, the game opens with those before
/// the cut and says where it was.
fn from_whole_game(kind: GameKind, opened: Result<ReadLine, ShareError>) -> Session {
    match opened {
        Ok(ReadLine {
            record,
            cut: Some(cut),
        }) => {
            let why = match cut.why {
                ShareError::BadMove { message, .. } => message,
                other => other.to_string(),
            };
            let notice = Notice::error(
                Phrase::new("play.link-moves-cut")
                    .with("n", cut.kept.to_string())
                    .with("why", PhraseArg::english(why)),
            );
            Session::new(record, new_seed(), Some(notice))
        }
        Ok(ReadLine { record, cut: None }) => from_link(kind, Ok(record)),
        Err(error) => from_link(kind, Err(error)),
    }
}

/// What was wrong with a link, and that a new game was started instead. The details come from
/// the rules library's readers, in English.
fn link_refused(error: ShareError) -> Phrase {
    match error {
        ShareError::UnknownGame(slug) => Phrase::new("play.link-unknown-game").with("game", slug),
        ShareError::BadCode(why) => {
            Phrase::new("play.link-bad-position").with("why", PhraseArg::english(why))
        }
        ShareError::BadMove { index, message } => Phrase::new("play.link-bad-move")
            .with("n", index.to_string())
            .with("why", PhraseArg::english(message)),
    }
}

/// A link's `ai=` seats applied to the session it opened (a bad value is reported).
fn seated(session: Session, seats: Option<Result<Computers, String>>) -> Session {
    match seats {
        None => session,
        Some(Ok(computers)) => session.apply(Action::SetComputers(computers)),
        // The reason is worded by `persist`, in English.
        Some(Err(why)) => session.apply(Action::Notify(Notice::error(
            Phrase::new("play.link-seats-ignored").with("why", PhraseArg::english(why)),
        ))),
    }
}

/// A whole-game link's clock applied to the game it opened (a bad value is reported).
fn clocked(mut session: Session, clock: Option<&str>) -> Session {
    // Its time runs from now (the reducer sets the time of the actions the page dispatches).
    session.now = js_sys::Date::now();
    match clock.map(str::parse::<GameClock>) {
        None => session,
        Some(Ok(clock)) if session.game().kind().takes_clock() => {
            session.apply(Action::SetClock(Some(clock)))
        }
        Some(Ok(_)) => session,
        // The reason is worded by `rules`, in English.
        Some(Err(why)) => session.apply(Action::Notify(Notice::error(
            Phrase::new("play.link-clock-ignored").with("why", PhraseArg::english(why)),
        ))),
    }
}

/// A whole-game link's handicap, named with the game it opened (saved with it, and counted in
/// its result where it counts otherwise: draw odds). A code the game does not offer is
/// reported and the game opens without it: its start position is the link's all the same.
fn handicapped(session: Session, code: Option<&str>) -> Session {
    let Some(code) = code else {
        return session;
    };
    let kind = session.game().kind();
    match Handicap::parse(kind, code) {
        Some(handicap) => session.apply(Action::SetHandicap(Some(handicap))),
        None => session.apply(Action::Notify(Notice::error(
            Phrase::new("play.link-handicap-ignored").with("code", code.to_string()),
        ))),
    }
}

/// A fresh seed for a new game's dice.
pub(crate) fn new_seed() -> u64 {
    random_seed()
}

/// What a play address asks for.
pub(crate) struct Opening<'a> {
    pub kind: GameKind,
    pub code: &'a Option<String>,
    pub moves: &'a [String],
    pub ai: &'a Option<String>,
    pub id: &'a Option<String>,
    pub line: &'a Option<String>,
    pub friend: &'a Option<String>,
    pub clock: &'a Option<String>,
    pub handicap: &'a Option<String>,
}

/// The session to start with, with the player's saved board preferences applied, and the
/// library entry it is kept in.
pub(crate) fn initial(opening: &Opening) -> (Session, Target) {
    let BoardPrefs {
        flipped,
        auto_roll,
        tutor,
    } = load_board_prefs(&LocalStore, opening.kind);
    let (session, target) = first_session(opening);
    (
        session
            .apply(Action::SetPrefs { flipped, auto_roll })
            .apply(Action::SetTutor(tutor)),
        target,
    )
}

fn first_session(opening: &Opening) -> (Session, Target) {
    let Opening {
        kind,
        code,
        moves,
        ai,
        id,
        line,
        friend,
        clock,
        handicap,
    } = *opening;
    if let Some(field) = friend {
        return open_friend(kind, field, code.as_deref(), line.as_deref());
    }
    let link_seats = ai.as_deref().map(|text| Computers::parse(text, kind));
    if let Some(code) = code {
        let options = link_options(kind, handicap.as_deref());
        let session = match line {
            Some(line) => from_whole_game(kind, open_whole_game(&options, code, line)),
            None => from_link(kind, open_shared(&options, code, moves)),
        };
        let session = clocked(session, clock.as_deref());
        let session = handicapped(session, handicap.as_deref());
        return (seated(session, link_seats), Target::new_entry());
    }
    if line.is_some() {
        // Moves without the position they start from cannot be replayed: say so, and go on
        // as the address would without them.
        let notice = Notice::error(Phrase::new("play.link-line-without-start"));
        let (session, target) = first_session(&Opening {
            line: &None,
            ..*opening
        });
        return (session.apply(Action::Notify(notice)), target);
    }
    if let Some(id) = id {
        let (session, target) = open_entry(kind, id, new_seed());
        return (seated(session, link_seats), target);
    }
    if link_seats.is_some() {
        // "You vs computer" from the home page: a new game of the library.
        let session = Session::new(fresh(kind), new_seed(), None);
        return (seated(session, link_seats), Target::new_entry());
    }
    continue_latest(kind, new_seed())
}

/// Before a new game replaces the one shown: the next save makes a new entry, unless the game
/// shown is an untouched new game (no move, the standard start, no imported tags): then its entry
/// is reused rather than a list of empty games made. Returns whether the game shown stays in
/// the library as it is.
pub(crate) fn keep_apart(
    target: &SharedTarget,
    record: &Record<AnyGame>,
    tags: &[(String, String)],
) -> bool {
    let start = record.start();
    let untouched =
        record.moves().is_empty() && tags.is_empty() && *start == AnyGame::new(&start.options());
    if untouched {
        return false;
    }
    *target.borrow_mut() = Target::new_entry();
    true
}

pub(crate) fn kept_notice(kept: bool) -> Option<Notice> {
    kept.then(|| Notice::info(Phrase::new("play.previous-game-kept")))
}

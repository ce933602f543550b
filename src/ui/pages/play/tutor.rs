//! The play page's tutor (issue 25): with it on, each move a person plays is looked at by the
//! engine in a worker of its own before the game goes on (`ui::session::tutor` holds the
//! game). A move within the tutor's bounds is passed at once; a worse one gets a warning in
//! words made from what the engine found (a forced win for the other side, the pieces its
//! answer takes, the winning chance or equity given away), with the better move on request,
//! "Play it anyway" and "Take it back".
//!
//! Searched games: two searches on the review's quick budget, of the position before the move
//! and after it, judged as the review judges (`ai::review::judge`). Backgammon and Ludo: the
//! worker judges the last play or move alone (`ThinkPurpose::Tutor`).

use std::rc::Rc;

use yew::prelude::*;

use crate::ai::ludo::danger::Attackers;
use crate::ai::node::WIN_BOUND;
use crate::ai::review::{is_searched, judge, kept, Depth, Judged, Searched};
use crate::games::{AnyGame, AnyMove};
use crate::rules::codec::decimal;
use crate::rules::{Cell, Game, Record, Seat};
use crate::ui::boards::any::cell_label;
use crate::ui::boards::marks::BoardView;
use crate::ui::pages::play::review::request;
use crate::ui::pages::play::worker_client::AiClient;
use crate::ui::session::tutor::{least_mark, level, watches, with_level, with_seat, SETTINGS};
use crate::ui::session::{Action, Notice, Session};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::Phrase;
use crate::ui::words::{mark_word, seat_name};
use crate::worker::{Answer, ThinkPurpose, ThinkRequest};

/// What the tutor found wrong with a move.
#[derive(Clone, Debug, PartialEq)]
pub struct Warning {
    pub judged: Judged,
    /// The other side's best answer to the move (searched games).
    pub reply: Option<String>,
}

/// The tutor's look at one move.
#[derive(Clone, Debug, Default, PartialEq)]
struct Look {
    /// The game up to and with the move looked at, and the move's ply.
    record: Option<Record<AnyGame>>,
    ply: usize,
    least: u8,
    before: Option<Searched>,
    /// The worker's next question, and how many were asked (the effect's key).
    request: Option<ThinkRequest>,
    asked: u32,
    passed: Option<usize>,
    warning: Option<Warning>,
    better_shown: bool,
}

enum LookAction {
    Begin(Record<AnyGame>, usize, u8),
    Answer(Answer),
    ShowBetter,
    End,
}

impl Look {
    fn ask(&mut self, request: ThinkRequest) {
        self.request = Some(request);
        self.asked += 1;
    }

    /// Passes the move, or warns of it.
    fn decide(&mut self, judged: Option<Judged>, reply: Option<String>) {
        self.request = None;
        let worse = judged
            .as_ref()
            .and_then(|j| j.mark)
            .zip(least_mark(self.least))
            .is_some_and(|(mark, least)| mark >= least);
        match judged {
            Some(judged) if worse => self.warning = Some(Warning { judged, reply }),
            _ => self.passed = Some(self.ply),
        }
    }
}

impl Reducible for Look {
    type Action = LookAction;

    fn reduce(self: Rc<Self>, action: LookAction) -> Rc<Self> {
        let mut look = (*self).clone();
        match action {
            LookAction::Begin(record, ply, least) => {
                let kind = record.start().kind();
                look = Look {
                    asked: look.asked,
                    ply,
                    least,
                    ..Look::default()
                };
                let first = if is_searched(kind) {
                    request(&record, ply, Depth::Quick)
                } else {
                    ThinkRequest {
                        purpose: ThinkPurpose::Tutor,
                        ..request(&record, record.moves().len(), Depth::Quick)
                    }
                };
                look.record = Some(record);
                look.ask(first);
            }
            LookAction::Answer(answer) => {
                let Some(record) = look.record.clone() else {
                    return self;
                };
                if look.request.is_none() {
                    return self;
                }
                let searched = Searched::of_reply(answer.score, answer.notation, answer.pv);
                match (answer.review, look.before.take()) {
                    (Some(text), _) => {
                        let judged = kept::read(&text).and_then(|k| k.judged.into_iter().next());
                        look.decide(judged, None);
                    }
                    (None, None) if answer.ply == look.ply => {
                        look.before = Some(searched);
                        look.ask(request(&record, look.ply + 1, Depth::Quick));
                    }
                    (None, Some(before)) if answer.ply == look.ply + 1 => {
                        let reply = searched.line.first().cloned();
                        let judged = judge(&record, look.ply, &before, &searched);
                        look.decide(Some(judged), reply);
                    }
                    _ => return self,
                }
            }
            LookAction::ShowBetter => look.better_shown = true,
            LookAction::End => {
                look = Look {
                    asked: look.asked,
                    ..Look::default()
                }
            }
        }
        Rc::new(look)
    }
}

/// The tutor's state for the page: its warning, and whether it is still looking.
#[derive(Clone, PartialEq)]
pub struct TutorHandle {
    pub warning: Option<Warning>,
    pub looking: bool,
    pub better_shown: bool,
    show_better: Callback<()>,
}

impl TutorHandle {
    /// The better move's cells, once shown (searched games: backgammon's is said in words).
    pub fn better_cells(&self, record: &Record<AnyGame>) -> Vec<Cell> {
        let Some(warning) = self.warning.as_ref().filter(|_| self.better_shown) else {
            return Vec::new();
        };
        let judged = &warning.judged;
        record
            .position_before(judged.ply)
            .and_then(|position| {
                let mv = position.parse_move(&judged.best).ok()?;
                position.gesture(&mv)
            })
            .map(|g| g.from.into_iter().chain(g.to).collect())
            .unwrap_or_default()
    }
}

/// Looks at each person's move the session holds for it (`Session::tutor_pending`).
#[hook]
pub fn use_tutor(session: &UseReducerHandle<Session>) -> TutorHandle {
    let look = use_reducer(Look::default);
    let client = {
        let (answers, failures) = (look.dispatcher(), look.dispatcher());
        let session = session.dispatcher();
        (*use_memo((), move |_| {
            AiClient::new(
                Callback::from(move |answer| answers.dispatch(LookAction::Answer(answer))),
                // Without the worker the tutor cannot look: the move is let through, and said.
                Callback::from(move |why: Phrase| {
                    failures.dispatch(LookAction::End);
                    session.dispatch(Action::SetTutor(0));
                    session.dispatch(Action::Notify(Notice::error(why)));
                }),
            )
        }))
        .clone()
    };
    {
        let client = client.clone();
        use_effect_with((), move |_| move || client.shut_down());
    }
    {
        let pending = session.tutor_pending();
        let question = pending.and_then(|ply| {
            let mv: AnyMove = session.record.moves().get(ply)?.clone();
            Some((ply, mv))
        });
        let (record, least) = (session.record.clone(), session.tutor);
        let (dispatcher, client) = (look.dispatcher(), client.clone());
        use_effect_with(question, move |question| match question {
            Some((ply, _)) => dispatcher.dispatch(LookAction::Begin(record, *ply, least)),
            None => {
                client.cancel();
                dispatcher.dispatch(LookAction::End);
            }
        });
    }
    {
        let (client, request) = (client.clone(), look.request.clone());
        use_effect_with(look.asked, move |_| {
            if let Some(request) = request {
                client.ask(request);
            }
        });
    }
    {
        let session = session.dispatcher();
        use_effect_with(look.passed, move |passed| {
            if let Some(ply) = passed {
                session.dispatch(Action::TutorPassed(*ply));
            }
        });
    }
    let dispatcher = look.dispatcher();
    TutorHandle {
        warning: look.warning.clone(),
        looking: look.request.is_some(),
        better_shown: look.better_shown,
        show_better: Callback::from(move |()| dispatcher.dispatch(LookAction::ShowBetter)),
    }
}

/// The warning in words, from what the engine found.
fn warning_text(words: &Lexicon, record: &Record<AnyGame>, warning: &Warning) -> String {
    let judged = &warning.judged;
    let kind = record.start().kind();
    let mark = judged
        .mark
        .map(|mark| mark_word(words, kind, mark))
        .unwrap_or_default();
    if let AnyGame::Backgammon(after) = record.current() {
        // What the play leaves: the mover's blots a roll could hit.
        let loss = decimal(judged.loss, 3, false);
        let blots = after.board().blots_in_reach(usize::from(judged.seat.0));
        let key = if blots > 0 {
            "play.tutor-backgammon-blots"
        } else {
            "play.tutor-backgammon"
        };
        return words.fill(key, &[("mark", &mark), ("loss", &loss), ("blots", &blots)]);
    }
    if let Some(before @ AnyGame::Ludo(_)) = record.position_before(judged.ply) {
        // What the move leaves: the mover's pieces a rival's one throw can knock out, where
        // the better move leaves fewer.
        let loss = decimal(judged.loss, 1, false);
        let in_reach = |after: &AnyGame| match after {
            AnyGame::Ludo(after) => Attackers::of(after).in_reach(after, judged.seat),
            _ => 0,
        };
        let played = record.position_before(judged.ply + 1).map_or(0, in_reach);
        let best = before.parse_move(&judged.best).ok().map_or(played, |mv| {
            let mut after = before.clone();
            after.apply(&mv);
            in_reach(&after)
        });
        let key = if played > best {
            "play.tutor-ludo-reach"
        } else {
            "play.tutor-ludo"
        };
        return words.fill(
            key,
            &[("mark", &mark), ("loss", &loss), ("pieces", &played)],
        );
    }
    let loss = decimal(judged.loss * 100.0, 0, false);
    let reply = warning.reply.clone().unwrap_or_default();
    if judged.score_after <= -WIN_BOUND {
        return words.fill("play.tutor-mate", &[("reply", &reply)]);
    }
    // The pieces the other side's best answer takes, named as the board names them.
    let taken: Vec<String> = record
        .position_before(judged.ply + 1)
        .and_then(|after| {
            let mv = after.parse_move(&reply).ok()?;
            let gesture = after.gesture(&mv)?;
            let view = BoardView::default();
            Some(
                gesture
                    .captured
                    .iter()
                    .map(|cell| cell_label(words, after, &view, *cell, false))
                    .collect(),
            )
        })
        .unwrap_or_default();
    if taken.is_empty() {
        words.fill("play.tutor-loses", &[("mark", &mark), ("loss", &loss)])
    } else {
        words.fill(
            "play.tutor-takes",
            &[
                ("pieces", &taken.join("; ")),
                ("reply", &reply),
                ("loss", &loss),
            ],
        )
    }
}

/// The tutor's setting (`setting`, as `Session::tutor`), and while it warns, the warning with
/// its three buttons; `record` is the game shown (with the move looked at), `people` the seats
/// people play (where there are two or more, each can be left alone). A function the page
/// calls, not a component: it keeps no state, and each component adds its own copy of Yew's
/// code for components to the wasm.
pub fn tutor_panel(
    words: &Lexicon,
    tutor: &TutorHandle,
    record: &Record<AnyGame>,
    setting: u8,
    people: &[Seat],
    on_action: &Callback<Action>,
) -> Html {
    let on_setting = on_action.reform(move |event: Event| {
        let value = event
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|select| select.value().parse().ok())
            .unwrap_or(0);
        Action::SetTutor(with_level(setting, value))
    });
    let options = SETTINGS.iter().map(|&choice| {
        let key = ["play.tutor-off", "play.tutor-inaccuracies", "play.tutor-mistakes"][usize::from(choice)];
        html! { <option value={choice.to_string()} selected={level(setting) == choice}>{ words.get(key) }</option> }
    });
    // Two people at one board: the tutor can watch one of them only.
    let seats = (level(setting) > 0 && people.len() > 1).then(|| {
        let boxes = people.iter().map(|&seat| {
            let watched = watches(setting, seat);
            let on_change = on_action.reform(move |_: Event| Action::SetTutor(with_seat(setting, seat, !watched)));
            html! {
                <label>
                    <input type="checkbox" data-testid={format!("tutor-seat-{}", seat.0)} checked={watched} onchange={on_change} />
                    { " " }{ seat_name(words, record.start(), seat) }
                </label>
            }
        });
        html! { <p class="tutor-seats">{ words.get("play.tutor-for") }{ " " }{ for boxes }</p> }
    });
    let warning = tutor.warning.as_ref().map(|warning| {
        let judged = &warning.judged;
        let (ply, start) = (judged.ply, judged.ply);
        let better = tutor.better_shown.then(|| {
            html! { <p data-testid="tutor-better">{ words.fill("play.tutor-better", &[("best", &judged.best)]) }</p> }
        });
        // Played anyway: the tutor passes the move (its last step, in backgammon) and the
        // game goes on.
        let last = record.moves().len().saturating_sub(1).max(ply);
        html! {
            <div class="tutor-warning" role="alert" data-testid="tutor-warning">
                <p>{ warning_text(words, record, warning) }</p>
                { for better }
                <div class="tutor-buttons">
                    if !tutor.better_shown {
                        <button type="button" data-testid="tutor-show" onclick={tutor.show_better.reform(|_: MouseEvent| ())}>{ words.get("play.tutor-show") }</button>
                    }
                    <button type="button" data-testid="tutor-anyway" onclick={on_action.reform(move |_: MouseEvent| Action::TutorPassed(last))}>{ words.get("play.tutor-anyway") }</button>
                    <button type="button" data-testid="tutor-take-back" onclick={on_action.reform(move |_: MouseEvent| Action::Goto(start))}>{ words.get("play.tutor-take-back") }</button>
                </div>
            </div>
        }
    });
    html! {
        <div class="tutor">
            <label>
                { words.get("play.tutor") }{ " " }
                <select data-testid="tutor" onchange={on_setting}>{ for options }</select>
            </label>
            { for seats }
            if tutor.looking {
                <p class="tutor-looking" role="status" data-testid="tutor-looking">{ words.get("play.tutor-looking") }</p>
            }
            { for warning }
        </div>
    }
}

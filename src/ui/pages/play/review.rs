//! The play page's review (issue 25): the engine judges every move of the game, both sides, in
//! the worker, one position at a time (`ai::review`: the same searches as `tabula review`), with
//! a progress bar and a way to stop. The result marks the move list, sums up each side, and
//! where the game is shown before a marked move, the board marks the better move.

use std::rc::Rc;

use yew::prelude::*;

use crate::ai::review::kept::{self, Kept};
use crate::ai::review::report::{
    backgammon_line, backgammon_summary, luck_by_game, luck_of, BackgammonFigures,
};
use crate::ai::review::{
    is_searched, judge, settled, summary, Depth, Judged, Mark, RollLuck, Searched,
};
use crate::ai::TOP_LEVEL;
use crate::games::{AnyGame, GameKind};
use crate::persist::{MoveNote, SavedGame};
use crate::rules::codec::decimal;
use crate::rules::{Cell, Game, Record, Seat};
use crate::ui::library::library;
use crate::ui::pages::play::entry::{SharedTarget, Target};
use crate::ui::pages::play::graph::graph;
use crate::ui::pages::play::line::line;
use crate::ui::pages::play::worker_client::AiClient;
use crate::ui::session::{Action, Notice};
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::Phrase;
use crate::ui::words::{mark_word, seat_name};
use crate::worker::{Answer, ThinkPurpose, ThinkRequest};

/// A review: the game as it was when the review began, the positions searched so far, and the
/// moves judged from them.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub record: Record<AnyGame>,
    searched: Vec<Searched>,
    pub judged: Vec<Judged>,
    /// Backgammon's and Ludo's luck of each roll or throw.
    pub luck: Vec<RollLuck>,
    /// Made in one go by the worker (backgammon, Ludo) rather than position by position.
    whole: bool,
    /// The whole review has come.
    finished: bool,
    /// Stopped before its end (the person's Stop, or the worker's failure).
    pub stopped: bool,
    depth: Depth,
}

impl Review {
    fn new(record: Record<AnyGame>, depth: Depth) -> Review {
        let whole = !is_searched(record.start().kind());
        Review {
            record,
            searched: Vec::new(),
            judged: Vec::new(),
            luck: Vec::new(),
            whole,
            finished: false,
            stopped: false,
            depth,
        }
    }

    /// A review kept with the game, on `record` (the game it judged, perhaps played on since);
    /// `None` where it judged more moves than the game has.
    pub fn restored(record: &Record<AnyGame>, kept: Kept) -> Option<Review> {
        let mut reviewed = Record::new(record.start().clone());
        for mv in record.moves().get(..kept.plies)? {
            reviewed.play(mv).ok()?;
        }
        Some(Review {
            record: reviewed,
            searched: Vec::new(),
            judged: kept.judged,
            luck: kept.luck,
            whole: true,
            finished: true,
            stopped: false,
            depth: Depth::Quick,
        })
    }

    /// Ended with every decision judged: worth keeping with the game.
    pub fn complete(&self) -> bool {
        !self.stopped && !self.running()
    }

    /// The text the library keeps (`ai::review::kept`).
    pub fn kept_text(&self) -> String {
        kept::write(self.record.moves().len(), &self.judged, &self.luck)
    }

    /// Backgammon's review in words, as the command line writes it: a line a decision, then
    /// the two sides' figures in the shape of gnubg's statistics (a `.mat` download carries
    /// them as comments). Empty for the other games, whose files take `notes`.
    pub fn report(&self) -> Vec<String> {
        if self.kind() != GameKind::Backgammon || !self.complete() {
            return Vec::new();
        }
        let start = self.record.start();
        let mut lines: Vec<String> = self
            .judged
            .iter()
            .map(|j| backgammon_line(start, j))
            .collect();
        lines.extend(backgammon_summary(&self.record, &self.judged, &self.luck));
        lines
    }

    /// What an export writes after the moves: each judged move's mark and evaluation.
    pub fn notes(&self) -> Vec<MoveNote> {
        self.judged
            .iter()
            .map(|j| MoveNote::new(j.ply, j.note()))
            .collect()
    }

    /// Whether `record` still has the moves this review judged (not taken back and played
    /// otherwise).
    pub fn judges(&self, record: &Record<AnyGame>) -> bool {
        record.moves().starts_with(self.record.moves())
    }

    /// Steps of the review: positions to search (each before a move, and the last), or the
    /// one answer of a whole review.
    pub fn total(&self) -> usize {
        if self.whole {
            1
        } else {
            self.record.moves().len() + 1
        }
    }

    pub fn done(&self) -> usize {
        if self.whole {
            usize::from(self.finished)
        } else {
            self.searched.len()
        }
    }

    pub fn running(&self) -> bool {
        !self.stopped && self.done() < self.total()
    }

    /// The review's unit of loss: a winning chance, or (backgammon, Ludo) its own.
    pub fn kind(&self) -> GameKind {
        self.record.start().kind()
    }

    /// Takes in the positions the rules settle (the game's end) without a search.
    fn take_settled(&mut self) {
        while self.running() && !self.whole {
            match settled(&self.record, self.done()) {
                Some(over) => self.add(over),
                None => return,
            }
        }
    }

    /// The worker's next question, while positions are left to search.
    fn next_request(&self) -> Option<ThinkRequest> {
        let ply = if self.whole {
            self.record.moves().len()
        } else {
            self.done()
        };
        self.running()
            .then(|| request(&self.record, ply, self.depth))
    }

    fn add(&mut self, searched: Searched) {
        if let Some(before) = self.searched.last() {
            let ply = self.searched.len() - 1;
            self.judged
                .push(judge(&self.record, ply, before, &searched));
        }
        self.searched.push(searched);
    }

    /// Each move's mark, by its index in the record (backgammon's and Ludo's decisions are
    /// some of the moves only: a play's mark goes on its first step).
    pub fn marks(&self) -> Rc<Vec<Option<Mark>>> {
        let mut marks = vec![None; self.record.moves().len()];
        for judged in &self.judged {
            if let Some(mark) = marks.get_mut(judged.ply) {
                *mark = judged.mark;
            }
        }
        Rc::new(marks)
    }
}

/// The worker's question about position `ply` of `record`: the strongest level on the quick
/// review's node budget alone (`ai::review::request` asks the same in one thread).
pub(crate) fn request(record: &Record<AnyGame>, ply: usize, depth: Depth) -> ThinkRequest {
    let mut record = record.clone();
    record.goto(ply);
    let kind = record.start().kind();
    // A whole review (backgammon, Ludo) is quick one level below the strongest.
    let level = if is_searched(kind) || depth == Depth::Deep {
        TOP_LEVEL
    } else {
        TOP_LEVEL - 1
    };
    ThinkRequest {
        id: 0,
        purpose: ThinkPurpose::Review,
        game: SavedGame::from_record(&record, 0, 0.0),
        level,
        time_ms: Some(u64::from(u32::MAX)),
        nodes: Some(depth.nodes(kind)),
        seed: 0,
    }
}

enum ReviewAction {
    Start(Record<AnyGame>, Depth),
    Answer(Answer),
    Stop,
    Clear,
}

#[derive(Clone, Debug, Default, PartialEq)]
struct ReviewSlot(Option<Review>);

impl Reducible for ReviewSlot {
    type Action = ReviewAction;

    fn reduce(self: Rc<Self>, action: ReviewAction) -> Rc<Self> {
        let mut slot = (*self).clone();
        match action {
            ReviewAction::Clear => slot.0 = None,
            ReviewAction::Start(record, depth) => {
                let mut review = Review::new(record, depth);
                review.take_settled();
                slot.0 = Some(review);
            }
            ReviewAction::Answer(answer) => {
                let Some(review) = slot.0.as_mut() else {
                    return self;
                };
                if !review.running() {
                    return self;
                }
                match answer.review.as_deref().map(kept::read) {
                    Some(Some(whole)) if review.whole => {
                        review.judged = whole.judged;
                        review.luck = whole.luck;
                        review.finished = true;
                    }
                    // An answer about another position (a review stopped and begun again) is
                    // old.
                    _ if review.whole || answer.ply != review.done() => return self,
                    _ => {
                        review.add(Searched::of_reply(answer.score, answer.notation, answer.pv));
                        review.take_settled();
                    }
                }
            }
            ReviewAction::Stop => {
                let Some(review) = slot.0.as_mut() else {
                    return self;
                };
                review.stopped = true;
            }
        }
        Rc::new(slot)
    }
}

/// The page's review: what it has found so far, and how to begin or stop one.
#[derive(Clone, PartialEq)]
pub struct ReviewHandle {
    pub review: Option<Review>,
    pub start: Callback<(Record<AnyGame>, Depth)>,
    pub stop: Callback<()>,
}

/// The review kept with the page's library entry, if any (and if it still reads).
fn kept_review(target: &SharedTarget, record: &Record<AnyGame>) -> Option<Review> {
    let Target::Entry(at) = &*target.borrow() else {
        return None;
    };
    let entry = library().entry(&at.id)?.ok()?;
    Review::restored(record, kept::read(&entry.review)?)
}

/// Keeps a review's text with the page's entry (empty: none). A review that cannot be kept
/// (storage full) is only made again on the next visit: no notice.
fn keep(target: &SharedTarget, text: &str) {
    if let Target::Entry(at) = &*target.borrow() {
        let _ = library().keep_review(&at.id, text);
    }
}

/// Runs reviews in a worker of their own (the computer player keeps its own), one position at
/// a time; a failure stops the review and is said in `on_problem`. A finished review is kept
/// with the game's library entry, and opens with it; moves taken back and played otherwise
/// put it away.
#[hook]
pub fn use_review(
    on_problem: Callback<Action>,
    target: SharedTarget,
    record: &Record<AnyGame>,
) -> ReviewHandle {
    let slot = {
        let (target, record) = (target.clone(), record.clone());
        use_reducer(move || ReviewSlot(kept_review(&target, &record)))
    };
    let client = {
        let (answers, failures) = (slot.dispatcher(), slot.dispatcher());
        (*use_memo((), move |_| {
            AiClient::new(
                Callback::from(move |answer| answers.dispatch(ReviewAction::Answer(answer))),
                Callback::from(move |why: Phrase| {
                    failures.dispatch(ReviewAction::Stop);
                    on_problem.emit(Action::Notify(Notice::error(why)));
                }),
            )
        }))
        .clone()
    };
    {
        let client = client.clone();
        use_effect_with((), move |_| move || client.shut_down());
    }
    // After each answer: ask for the next position, or stop asking.
    {
        let client = client.clone();
        let next = slot.0.as_ref().and_then(Review::next_request);
        let key = slot.0.as_ref().map(|r| (r.done(), r.stopped, r.total()));
        use_effect_with(key, move |_| {
            match next {
                Some(request) => client.ask(request),
                None => client.cancel(),
            }
            || ()
        });
    }
    {
        let target = target.clone();
        let finished = slot
            .0
            .as_ref()
            .filter(|r| r.complete())
            .map(Review::kept_text);
        use_effect_with(finished, move |finished| {
            if let Some(text) = finished {
                keep(&target, text);
            }
        });
    }
    {
        let gone = slot.0.as_ref().is_some_and(|review| !review.judges(record));
        let clearer = slot.dispatcher();
        use_effect_with(gone, move |gone| {
            if *gone {
                clearer.dispatch(ReviewAction::Clear);
                keep(&target, "");
            }
        });
    }
    let (starter, stopper) = (slot.dispatcher(), slot.dispatcher());
    ReviewHandle {
        review: slot.0.clone(),
        start: Callback::from(move |(record, depth)| {
            starter.dispatch(ReviewAction::Start(record, depth))
        }),
        stop: Callback::from(move |()| stopper.dispatch(ReviewAction::Stop)),
    }
}

/// The better move's cells on the board, where the game is shown just before a marked move.
pub fn better_cells(review: Option<&Review>, record: &Record<AnyGame>) -> Vec<Cell> {
    let Some(judged) = marked_next(review, record) else {
        return Vec::new();
    };
    let Some(position) = record.position_before(judged.ply) else {
        return Vec::new();
    };
    let Ok(mv) = position.parse_move(&judged.best) else {
        return Vec::new();
    };
    position
        .gesture(&mv)
        .map(|g| g.from.into_iter().chain(g.via).chain(g.to).collect())
        .unwrap_or_default()
}

/// The judged decision about to be made where the game is shown (and the game shown is the
/// one reviewed).
fn judged_next<'a>(review: Option<&'a Review>, record: &Record<AnyGame>) -> Option<&'a Judged> {
    let review = review?;
    let ply = record.cursor();
    let same = record.moves().get(..=ply)? == review.record.moves().get(..=ply)?;
    // The searched games judge every move in order; backgammon and Ludo some of them.
    review
        .judged
        .iter()
        .find(|judged| same && judged.ply == ply)
}

/// The judged decision about to be made where the game is shown, if the review marked it.
fn marked_next<'a>(review: Option<&'a Review>, record: &Record<AnyGame>) -> Option<&'a Judged> {
    judged_next(review, record).filter(|judged| judged.mark.is_some())
}

#[derive(Properties, PartialEq)]
pub struct ReviewPanelProps {
    pub handle: ReviewHandle,
    /// The game shown, with its cursor.
    pub record: Record<AnyGame>,
    /// Shows the game at a ply (a click on the graph).
    pub on_goto: Callback<usize>,
    /// The board is turned round (the engine's line is drawn the same way).
    pub flipped: bool,
}

/// The Review button, the progress of a review, each side's summary, and the word on the
/// marked move ahead.
#[component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let words = use_words();
    let record = &props.record;
    let kind = record.start().kind();
    if record.moves().is_empty() {
        return html! {};
    }
    let handle = &props.handle;
    let depth = use_state(|| Depth::Quick);
    // The engine's line: the marked move's ply, and how many of its moves are pressed.
    let line_step = use_state(|| (usize::MAX, 0usize));
    let on_start = {
        let (start, record, depth) = (handle.start.clone(), record.clone(), *depth);
        Callback::from(move |_: MouseEvent| start.emit((record.clone(), depth)))
    };
    let starter = |key: &str| {
        let choice = {
            let deep = *depth == Depth::Deep;
            let depth = depth.clone();
            let on_change = Callback::from(move |event: Event| {
                let deep = event
                    .target_dyn_into::<web_sys::HtmlSelectElement>()
                    .is_some_and(|select| select.value() == "deep");
                depth.set(if deep { Depth::Deep } else { Depth::Quick });
            });
            html! {
                <select data-testid="review-depth" aria-label={words.get("play.review-depth")} onchange={on_change}>
                    <option value="quick" selected={!deep}>{ words.get("play.review-quick") }</option>
                    <option value="deep" selected={deep}>{ words.get("play.review-deep") }</option>
                </select>
            }
        };
        html! {
            <div class="review-start">
                { choice }
                <button type="button" data-testid="review" onclick={on_start.clone()}>{ words.get(key) }</button>
            </div>
        }
    };
    let on_stop = handle.stop.reform(|_: MouseEvent| ());
    let review = handle.review.as_ref();
    let body = match review {
        Some(review) if review.running() => html! {
            <div class="review-progress" role="status">
                <progress max={review.total().to_string()} value={review.done().to_string()} />
                <span>{ words.fill("play.review-progress", &[("done", &review.done()), ("total", &review.total())]) }</span>
                <button type="button" data-testid="review-stop" onclick={on_stop}>{ words.get("play.review-stop") }</button>
            </div>
        },
        Some(review) => {
            let start = review.record.start();
            let sides = (0..start.num_players() as u8)
                .map(Seat)
                .map(|seat| html! { <li>{ side_line(&words, review, seat) }</li> });
            // A backgammon match: the dice's luck game by game too.
            let games = luck_by_game(&review.record, &review.luck).into_iter().map(|(game, rolls)| {
                let [a, b] = [Seat(0), Seat(1)].map(|seat| decimal(luck_of(&rolls, seat), 2, true));
                let (first, second) = (seat_name(&words, start, Seat(0)), seat_name(&words, start, Seat(1)));
                html! { <li>{ words.fill("play.review-game-luck", &[("game", &game), ("first", &first), ("a", &a), ("second", &second), ("b", &b)]) }</li> }
            });
            html! {
                <>
                    <ul class="review-summary" data-testid="review-summary">{ for sides }{ for games }</ul>
                    if review.stopped && review.done() < review.total() {
                        <p class="review-stopped">{ words.fill("play.review-stopped", &[("done", &review.judged.len()), ("total", &(review.total() - 1))]) }</p>
                    }
                    { graph(&words, review.kind(), &review.judged, record.cursor(), &props.on_goto) }
                    { starter("play.review-again") }
                </>
            }
        }
        None => starter("play.review"),
    };
    // Every decision ahead: the mover's value with the engine's choice and after the move
    // played, in the game's own unit.
    let decision = judged_next(review, record).map(|judged| {
        let (key, before, after) = match kind {
            GameKind::Backgammon => (
                "play.review-decision-equity",
                decimal(judged.before, 3, true),
                decimal(judged.after, 3, true),
            ),
            GameKind::Ludo => (
                "play.review-decision-steps",
                decimal(judged.before, 1, false),
                decimal(judged.after, 1, false),
            ),
            _ => (
                "play.review-decision",
                decimal(judged.before * 100.0, 0, false),
                decimal(judged.after * 100.0, 0, false),
            ),
        };
        html! {
            <p class="review-decision" data-testid="review-decision">
                { words.fill(key, &[("played", &judged.played), ("before", &before), ("after", &after), ("best", &judged.best)]) }
            </p>
        }
    });
    let better = marked_next(review, record).map(|judged| {
        let mark = judged
            .mark
            .map(|mark| mark_word(&words, kind, mark))
            .unwrap_or_default();
        // The loss in the game's own unit: winning chance, equity, or Ludo's steps.
        let (key, loss) = match kind {
            GameKind::Backgammon => ("play.review-better-equity", decimal(judged.loss, 3, false)),
            GameKind::Ludo => ("play.review-better-steps", decimal(judged.loss, 1, false)),
            _ => ("play.review-better", decimal(judged.loss * 100.0, 0, false)),
        };
        // The moves of the line pressed, for this marked move only.
        let step = match *line_step {
            (ply, step) if ply == judged.ply => step,
            _ => 0,
        };
        let on_step = {
            let (line_step, ply) = (line_step.clone(), judged.ply);
            Callback::from(move |step| line_step.set((ply, step)))
        };
        let engine_line = (judged.line.len() > 1)
            .then(|| record.position_before(judged.ply))
            .flatten()
            .map(|start| line(&words, start, &judged.line, step, props.flipped, &on_step));
        html! {
            <>
                <p class="review-better" data-testid="review-better">
                    { words.fill(key, &[("played", &judged.played), ("mark", &mark), ("loss", &loss), ("best", &judged.best)]) }
                </p>
                { for engine_line }
            </>
        }
    });
    html! {
        <section class="review" aria-label={words.get("play.review")}>
            { body }
            { for decision }
            { for better }
        </section>
    }
}

/// One side's line of the summary, in the game's own terms.
fn side_line(words: &Lexicon, review: &Review, seat: Seat) -> String {
    let start = review.record.start();
    let side = seat_name(words, start, seat);
    let figures = summary(&review.judged, seat);
    match review.kind() {
        GameKind::Backgammon => {
            let figures = BackgammonFigures::of(&review.judged, &review.luck, seat);
            let rate = figures.overall_rate();
            let play = BackgammonFigures::rate(figures.play_error, figures.plays);
            let cube = BackgammonFigures::rate(figures.cube_error, figures.cube);
            words.fill(
                "play.review-backgammon-summary",
                &[
                    ("side", &side),
                    ("rate", &decimal(rate, 1, false)),
                    ("rating", &crate::ui::words::rating(words, rate)),
                    ("play", &decimal(play, 1, false)),
                    ("cube", &decimal(cube, 1, false)),
                    ("doubtful", &figures.marks[0]),
                    ("bad", &figures.marks[1]),
                    ("verybad", &figures.marks[2]),
                    ("luck", &decimal(figures.luck, 2, true)),
                ],
            )
        }
        GameKind::Ludo => words.fill(
            "play.review-ludo-summary",
            &[
                ("side", &side),
                ("inaccuracies", &figures.marks[0]),
                ("mistakes", &figures.marks[1]),
                ("blunders", &figures.marks[2]),
                ("luck", &decimal(luck_of(&review.luck, seat), 1, true)),
            ],
        ),
        _ => words.fill(
            "play.review-summary",
            &[
                ("side", &side),
                ("inaccuracies", &figures.marks[0]),
                ("mistakes", &figures.marks[1]),
                ("blunders", &figures.marks[2]),
                ("accuracy", &decimal(figures.accuracy, 0, false)),
            ],
        ),
    }
}

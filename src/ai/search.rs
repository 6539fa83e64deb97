//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley
//! and Whitehouse, 2012) over [`AnyGame`]: each iteration draws one state consistent
//! with what the deciding seat may know ([`AnyGame::determinize_box`]), walks the one
//! tree of moves down as far as its statistics go, choosing among the moves legal in
//! that state by availability-counted UCB (widening progressively from the game's own
//! heuristic choice), adds one move, plays on with a default policy to the end of the
//! round (the first change of a score) or of the game, and credits every move on the way
//! with its mover's reward.
//!
//! Nodes are keyed by who moved and the move's notation: the moves of these games are
//! public once played, so one tree serves every determinization (an opponent's hidden
//! choice made further down is keyed too; the next determinization draws it anew). Chance
//! steps inside the search are drawn as they come and are not nodes of the tree. When
//! several seats are waited for at once, the deciding seat moves first at the root and
//! the others then choose by the game's own policy, blind to its move (the tree would
//! let them answer a secret choice they cannot see).

use super::tree::Tree;
use crate::engine::{Actors, AnyGame, PlayedOn, Playout, Seat, SeatSet};
use rand::{Rng, RngCore};

/// Seat moves a playout plays at most. It stops at the first change of a score since
/// the decision (the end of the round or hand, in most games; past the game's
/// [`AnyGame::playout_horizon`]) or at the game's end, and is judged then: a round's margins are what a move in it changes, and playing whole
/// games of Haggis, NYET! or War of the Buttons (hundreds of moves) left a few dozen
/// iterations per decision.
pub const PLAYOUT_MOVES_AT_MOST: usize = 400;

/// The moves of one position the tree considers at most. It widens progressively: the
/// game's own heuristic choice first, then the moves in the order the game lists them
/// (likeliest first), two at a node's first visit and one more each time its visits
/// pass a square (a Haggis lead lists a thousand plays; a few hundred iterations spread
/// over all of them learn nothing of any, and the heuristic's move is the one to beat).
pub const BRANCHING: usize = 24;

/// How many times the visits of the game's own choice another move needs at the root to
/// be played instead: a few hundred iterations are noisy, and the heuristic is a good
/// player in most games.
pub const CLEARLY: f64 = 1.5;

/// How many moves a node visited `visits` times considers, of at most `branching`.
pub(super) fn widening(visits: u32, branching: usize) -> usize {
    (2 + visits.isqrt() as usize).min(branching)
}

/// How one decision is searched.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Iterations at most (the time-up callback may stop it sooner).
    pub iterations: u32,
    /// The exploration constant of UCB.
    pub exploration: f64,
    /// How much of a seat's reward is its normalized score rather than its win share
    /// (0: the win share alone).
    pub score_weight: f64,
    /// The playout policy; none: the one the game asks for ([`AnyGame::playout_policy`]).
    pub playout: Option<Playout>,
    /// The moves of one position the tree considers at most.
    pub branching: usize,
}

impl Settings {
    /// The settings of the `strong` level for `iterations` iterations.
    pub fn strong(iterations: u32) -> Settings {
        Settings {
            iterations,
            exploration: 0.7,
            score_weight: 0.3,
            playout: None,
            branching: BRANCHING,
        }
    }
}

/// What one search did: the move it chose, and how many iterations it ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The chosen move, in notation: always one of the seat's legal moves.
    pub notation: String,
    /// Iterations run before the budget or the time ran out.
    pub iterations: u32,
}

/// Searches `seat`'s move in `game` within `settings`, stopping early when `time_up`
/// says so (asked before each iteration; the search reads no clock itself). None when
/// the seat has no legal move. With the same `rng` state and a budget of iterations
/// alone, the same move.
pub fn search(
    game: &dyn AnyGame,
    seat: Seat,
    settings: &Settings,
    time_up: &dyn Fn() -> bool,
    rng: &mut dyn RngCore,
) -> Option<Decision> {
    let mut legal = Vec::new();
    game.move_notations(seat, &mut legal);
    if legal.len() <= 1 {
        return legal.pop().map(|notation| Decision {
            notation,
            iterations: 0,
        });
    }
    let root = Root {
        seat,
        choice: game.ai_move(seat, rng),
        scores: game.scores(),
    };
    let mut tree = Tree::new(seat);
    let mut iterations = 0;
    // The widest margin of a cut playout's gains so far (see `rewards`).
    let mut spread = 1.0;
    while iterations < settings.iterations && !time_up() {
        iterate(game, &root, settings, &mut tree, &mut spread, rng);
        iterations += 1;
    }
    // The most visited of the moves legal now (the root's children all are: a
    // determinization keeps the seat's own hand). The game's own choice stands unless the
    // search is clearly for another move, and when nothing ran.
    let visits = |notation: &str| {
        tree.child(0, seat, notation)
            .map_or(0, |c| tree.node(c).visits)
    };
    let most = legal
        .iter()
        .enumerate()
        .max_by_key(|(i, notation)| (visits(notation), std::cmp::Reverse(*i)))
        .map(|(_, notation)| notation.clone());
    let best = match (most, root.choice) {
        (Some(most), Some(choice))
            if visits(&most) == 0
                || f64::from(visits(&most)) < CLEARLY * f64::from(visits(&choice)) =>
        {
            Some(choice)
        }
        (most, _) => most,
    };
    best.map(|notation| Decision {
        notation,
        iterations,
    })
}

/// What every iteration of one decision starts from.
struct Root {
    /// The deciding seat.
    seat: Seat,
    /// The game's own heuristic choice for it (the `basic` AI's move), considered first.
    choice: Option<String>,
    /// The scores before the decision: a cut playout is judged by what changed since.
    scores: Vec<i64>,
}

/// One iteration: determinize, select, expand one move, play out, back up.
fn iterate(
    game: &dyn AnyGame,
    root: &Root,
    settings: &Settings,
    tree: &mut Tree,
    spread: &mut f64,
    rng: &mut dyn RngCore,
) {
    let root_seat = root.seat;
    let root_scores = &root.scores;
    let mut state = game.determinize_box(root_seat, rng);
    let mut path = vec![0];
    let mut node = 0;
    let mut notations = Vec::new();
    let mut expanded = false;
    // The seats waited for together with the deciding seat at the root: they choose
    // without seeing its move, so the tree must not choose for them (it would answer a
    // move they cannot see, and the search would fear opponents who read its cards); the
    // game's own policy does.
    let mut blind = SeatSet::EMPTY;
    while !expanded {
        let mover = match state.actors() {
            Actors::Over => break,
            Actors::Chance => {
                if !state.chance_step(rng) {
                    break;
                }
                continue;
            }
            Actors::Seats(seats) => {
                if node == 0 && seats.contains(root_seat) {
                    blind = seats.without(root_seat);
                }
                blind = blind.iter().filter(|&s| seats.contains(s)).collect();
                if let Some(seat) = blind.iter().find(|_| node != 0) {
                    blind = blind.without(seat);
                    let choice = state.policy_move(seat, Playout::Heuristic, rng);
                    if let Some(choice) = choice {
                        if state.play(seat, &choice, &mut Vec::new()).is_err() {
                            break;
                        }
                    }
                    continue;
                }
                let first = (node == 0 && seats.contains(root_seat)).then_some(root_seat);
                let Some(mover) = first.or_else(|| seats.iter().find(|&s| has_moves(&*state, s)))
                else {
                    break;
                };
                mover
            }
        };
        // The moves widening keeps at this node, the heuristic's choice first (asked only
        // when some move is left out).
        let keep = widening(tree.node(node).visits, settings.branching);
        let at_root = node == 0 && mover == root_seat;
        notations.clear();
        state.considered_moves(
            mover,
            keep,
            &mut || {
                if at_root {
                    root.choice.clone()
                } else {
                    state.policy_move(mover, Playout::Heuristic, rng)
                }
            },
            &mut notations,
        );
        if notations.is_empty() {
            break;
        }
        let (index, child) = select(tree, node, mover, &notations, settings.exploration, rng);
        if !state.play_listed(mover, &notations[index]) {
            break;
        }
        let child = child.unwrap_or_else(|| {
            expanded = true;
            tree.add(node, mover, std::mem::take(&mut notations[index]))
        });
        path.push(child);
        node = child;
    }
    let policy = settings.playout.unwrap_or_else(|| state.playout_policy());
    let played = play_out(state.as_mut(), policy, root_scores, rng);
    if played == PlayedOn::Spoiled {
        // A refused playout move (a bug of the game's listing) leaves nothing to judge.
        return;
    }
    let rewards = rewards(state.as_ref(), root_scores, settings.score_weight, spread);
    for &index in &path {
        let node = tree.node_mut(index);
        node.visits += 1;
        node.reward += rewards.get(node.seat.index()).copied().unwrap_or(0.0);
    }
}

/// Whether `seat` has a legal move in `state` (counted, none written out).
fn has_moves(state: &dyn AnyGame, seat: Seat) -> bool {
    state.considered_moves(seat, 0, &mut || None, &mut Vec::new()) > 0
}

/// The move to follow from `node` among `notations` (the mover's legal moves in this
/// determinization): a random one the tree lacks (with no child yet), else the best by
/// availability-counted UCB. Counts every listed child as available.
fn select(
    tree: &mut Tree,
    node: usize,
    mover: Seat,
    notations: &[String],
    exploration: f64,
    rng: &mut dyn RngCore,
) -> (usize, Option<usize>) {
    let mut untried = Vec::new();
    let mut best: Option<(f64, usize, usize)> = None;
    let mut children = Vec::with_capacity(notations.len());
    for (i, notation) in notations.iter().enumerate() {
        match tree.child(node, mover, notation) {
            Some(c) => children.push((i, c)),
            None => untried.push(i),
        }
    }
    if !untried.is_empty() {
        for &(_, c) in &children {
            tree.node_mut(c).available += 1;
        }
        return (untried[rng.gen_range(0..untried.len())], None);
    }
    for &(i, c) in &children {
        let child = tree.node_mut(c);
        child.available += 1;
        let visits = f64::from(child.visits.max(1));
        let value =
            child.reward / visits + exploration * (f64::from(child.available).ln() / visits).sqrt();
        if best.is_none_or(|(v, _, _)| value > v) {
            best = Some((value, i, c));
        }
    }
    match best {
        Some((_, i, c)) => (i, Some(c)),
        None => (0, None),
    }
}

/// Plays `state` on by `policy` until somebody's score differs from `root_scores` (after
/// the game's [`AnyGame::playout_horizon`] at least), the game ends, or
/// [`PLAYOUT_MOVES_AT_MOST`] seat moves were played.
pub(super) fn play_out(
    state: &mut dyn AnyGame,
    policy: Playout,
    root_scores: &[i64],
    rng: &mut dyn RngCore,
) -> PlayedOn {
    /// Moves played at a time between looks at the scores.
    const STEP: usize = 10;
    let horizon = state.playout_horizon();
    let mut played = 0;
    loop {
        let end = state.playout(policy, STEP, rng);
        played += STEP;
        let judged = played >= horizon && state.scores() != root_scores;
        if end != PlayedOn::Cut || played >= PLAYOUT_MOVES_AT_MOST || judged {
            return end;
        }
    }
}

/// Each seat's reward for how the playout ended. At the game's end: its share of the
/// win (1/k for each of k winners), blended with its score normalized between the
/// lowest and the highest at the table. Cut before the end: by how much more it scored
/// since the decision than the others did on average, against the widest such margin
/// this decision has seen (`spread`, widened here), so a bigger stake counts for more (a
/// Haggis bet doubles what a hand is worth; judged only by who scored most, a Big bet
/// looked as good as none).
fn rewards(
    state: &dyn AnyGame,
    root_scores: &[i64],
    score_weight: f64,
    spread: &mut f64,
) -> Vec<f64> {
    let scores = state.scores();
    let Some(outcome) = state.outcome() else {
        let gains: Vec<i64> = scores.iter().zip(root_scores).map(|(s, r)| s - r).collect();
        return margins(&gains, spread);
    };
    let winners: Vec<usize> = outcome.winners.iter().map(|s| s.index()).collect();
    let share = 1.0 / winners.len().max(1) as f64;
    let low = scores.iter().copied().min().unwrap_or(0);
    let high = scores.iter().copied().max().unwrap_or(0);
    (0..scores.len())
        .map(|i| {
            let won = if winners.contains(&i) { share } else { 0.0 };
            let normalized = if high > low {
                (scores[i] - low) as f64 / (high - low) as f64
            } else {
                0.5
            };
            (1.0 - score_weight) * won + score_weight * normalized
        })
        .collect()
}

/// Each seat's reward in 0..=1 for its `gains`: a half, plus its margin over the
/// others' mean gain as a share of twice the widest margin seen (`spread`, at least 1).
pub(super) fn margins(gains: &[i64], spread: &mut f64) -> Vec<f64> {
    let total: i64 = gains.iter().sum();
    let others = gains.len().saturating_sub(1).max(1) as f64;
    let margin: Vec<f64> = gains
        .iter()
        .map(|&gain| gain as f64 - (total - gain) as f64 / others)
        .collect();
    *spread = margin
        .iter()
        .fold(spread.max(1.0), |wide, m| wide.max(m.abs()));
    margin
        .iter()
        .map(|m| (0.5 + m / (2.0 * *spread)).clamp(0.0, 1.0))
        .collect()
}

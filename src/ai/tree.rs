//! The search tree of one decision: nodes in an arena, keyed by who moved and the
//! move's notation, so one tree holds the moves of every determinization.

use crate::engine::Seat;
use rustc_hash::FxHashMap;

/// One move in the tree, with its statistics.
#[derive(Debug)]
pub(super) struct Node {
    /// Who made the move that leads here.
    pub seat: Seat,
    /// Iterations that passed through this node.
    pub visits: u32,
    /// Iterations in which this move was legal at its parent (availability-counted UCB).
    pub available: u32,
    /// The sum of the mover's rewards over the visits.
    pub reward: f64,
}

/// The nodes of one search; the root is node 0.
#[derive(Debug)]
pub(super) struct Tree {
    nodes: Vec<Node>,
    /// The children of each node, by the seat that moves and the move's notation: a
    /// position may list a thousand moves (a Haggis lead), each looked up every
    /// iteration.
    edges: FxHashMap<(usize, Seat), FxHashMap<String, usize>>,
}

impl Tree {
    /// A tree holding only the root, the decision of `seat`.
    pub fn new(seat: Seat) -> Tree {
        Tree {
            nodes: vec![Node {
                seat,
                visits: 0,
                available: 0,
                reward: 0.0,
            }],
            edges: FxHashMap::default(),
        }
    }

    /// The node at `index`.
    pub fn node(&self, index: usize) -> &Node {
        &self.nodes[index]
    }

    /// The node at `index`, to update.
    pub fn node_mut(&mut self, index: usize) -> &mut Node {
        &mut self.nodes[index]
    }

    /// The child of `parent` for `seat` playing `notation`, if the tree has it.
    pub fn child(&self, parent: usize, seat: Seat, notation: &str) -> Option<usize> {
        self.edges.get(&(parent, seat))?.get(notation).copied()
    }

    /// Adds the child of `parent` for `seat` playing `notation`; its index.
    pub fn add(&mut self, parent: usize, seat: Seat, notation: String) -> usize {
        let index = self.nodes.len();
        self.nodes.push(Node {
            seat,
            visits: 0,
            available: 1,
            reward: 0.0,
        });
        self.edges
            .entry((parent, seat))
            .or_default()
            .insert(notation, index);
        index
    }
}

//! What a game keeps for the chart at its end: each seat's total after each round.

/// Each seat's total after each scored round, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RoundTotals(Vec<Vec<i64>>);

impl RoundTotals {
    /// A round was scored: these are the totals now.
    pub fn record(&mut self, totals: &[i64]) {
        self.0.push(totals.to_vec());
    }

    /// The rows for [`super::Game::round_scores`]: the recorded rounds, or `now` alone
    /// before the first round is scored.
    pub fn rows_or(&self, now: Vec<i64>) -> Vec<Vec<i64>> {
        if self.0.is_empty() {
            vec![now]
        } else {
            self.0.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_the_rounds_or_the_scores_now() {
        let mut totals = RoundTotals::default();
        assert_eq!(totals.rows_or(vec![3, 4]), vec![vec![3, 4]]);
        totals.record(&[1, 0]);
        totals.record(&[2, 3]);
        assert_eq!(totals.rows_or(vec![9, 9]), vec![vec![1, 0], vec![2, 3]]);
    }
}

//! A simple AI that builds toward the end conditions (WB-18.1): it prefers building
//! sections and taking stars, buys cards that build or give stars, bids for buttons with
//! few dice, and otherwise spends its dice cheaply.

use super::data::Effect;
use super::dice::Space;
use super::notation::Move;
use super::state::Buttons;
use crate::engine::Seat;
use rand::Rng;

fn card_worth(game: &Buttons, slot: u8) -> i32 {
    let effect = game
        .slots()
        .get(usize::from(slot).saturating_sub(1))
        .copied()
        .flatten()
        .and_then(|c| c.data())
        .map(|d| d.effect);
    match effect {
        Some(Effect::BuildSection) => 70,
        Some(Effect::GainStars(n)) => 55 + 15 * i32::from(n),
        Some(Effect::OnPlace { .. }) => 25 - game.round() as i32 * 2,
        Some(Effect::GainBb(n)) => 10 + 3 * i32::from(n),
        Some(_) => 12,
        None => 0,
    }
}

fn score(game: &Buttons, seat: Seat, mv: &Move) -> i32 {
    let detainees = game.detainees(seat).count() as i32;
    match mv {
        Move::School { space, value, .. } => {
            let keep = -i32::from(*value) / 2;
            keep + match space {
                Space::Build => 100,
                Space::Star => 95,
                Space::Free => 25,
                Space::BigBrother => 15,
                Space::Exam => 12,
                Space::Start => 6,
                Space::Traitor => 2,
            }
        }
        Move::Buy { slot, items, .. } => {
            let value = items.own.first().copied().or(items.bb).unwrap_or(1);
            card_worth(game, *slot) - 3 * i32::from(value) - 2 * items.count() as i32
        }
        Move::Bid { location, items } => {
            let gain = game
                .lane(*location)
                .map_or(0, |l| l.reward(l.target()) as i32);
            let owned = if items.own.is_empty() { 0 } else { 4 };
            gain * 6 + owned - 5 * items.count() as i32 - i32::from(items.bb.is_some()) * 3
        }
        Move::Village(items) => 3 * items.count() as i32 - 4 * items.count() as i32 + 1,
        Move::Rescue { .. } => {
            if detainees >= 3 {
                8
            } else {
                -20
            }
        }
        // Spare buttons buy white dice: more dice, more actions.
        Move::White(_) => (game.player(seat).buttons as i32 - 12) / 2,
        Move::Rename { changes, .. } => changes.iter().map(|&(_, v)| i32::from(v)).sum(),
        Move::Reroll(dice) => 2 * dice.len() as i32,
        Move::Done | Move::End => 0,
        _ => -10,
    }
}

/// The AI's choice among `legal` for `seat`.
pub fn choose<R: Rng + ?Sized>(
    game: &Buttons,
    seat: Seat,
    legal: &[Move],
    rng: &mut R,
) -> Option<Move> {
    legal
        .iter()
        .map(|mv| (score(game, seat, mv) * 4 + rng.gen_range(0..4), mv))
        .max_by_key(|&(s, _)| s)
        .map(|(_, mv)| mv.clone())
}

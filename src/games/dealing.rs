//! Dealing unseen cards among the places they may be, for the games' determinizations: each
//! place has a size and may refuse some cards (a void a player showed, a card a rule keeps
//! out). A uniform shuffle is used when one fits; otherwise the cards are dealt one at a
//! time under Hall's condition, which always succeeds when any deal can.

use rand::seq::SliceRandom;
use rand::Rng;

/// Plain shuffles tried before dealing card by card; a shuffle that fits is an exactly
/// uniform draw among the deals that respect every place.
const SHUFFLES: usize = 16;

/// Deals `cards` into places of `sizes` (which add up to the number of cards), each card
/// only where `fits(card, place)` allows. At most 16 places.
pub fn deal_constrained<C, R>(
    mut cards: Vec<C>,
    sizes: &[usize],
    fits: impl Fn(C, usize) -> bool,
    rng: &mut R,
) -> Vec<Vec<C>>
where
    C: Copy,
    R: Rng + ?Sized,
{
    for _ in 0..SHUFFLES {
        cards.shuffle(rng);
        let dealt = split(&cards, sizes);
        let all_fit = dealt
            .iter()
            .enumerate()
            .all(|(at, place)| place.iter().all(|&card| fits(card, at)));
        if all_fit {
            return dealt;
        }
    }
    deal_one_by_one(cards, sizes, fits, rng)
}

/// Cuts `cards` into consecutive runs of each place's size.
fn split<C: Copy>(cards: &[C], sizes: &[usize]) -> Vec<Vec<C>> {
    let mut rest = cards;
    sizes
        .iter()
        .map(|&size| {
            let (run, after) = rest.split_at(size.min(rest.len()));
            rest = after;
            run.to_vec()
        })
        .collect()
}

/// Cards that fit the same places, and how many of them are still to deal.
#[derive(Clone, Copy, Debug)]
struct Group {
    places: u16,
    left: usize,
}

/// Deals the cards one at a time, those that fit the fewest places first, each to a
/// random place with room (weighted by its room) that may hold it and leaves the rest
/// dealable. If the constraints cannot be met at all (not reached from a real game), a
/// card goes to any place with room.
fn deal_one_by_one<C, R>(
    cards: Vec<C>,
    sizes: &[usize],
    fits: impl Fn(C, usize) -> bool,
    rng: &mut R,
) -> Vec<Vec<C>>
where
    C: Copy,
    R: Rng + ?Sized,
{
    let mask = |card: C| -> u16 {
        (0..sizes.len())
            .filter(|&at| fits(card, at))
            .fold(0, |mask, at| mask | 1 << at)
    };
    let mut cards: Vec<(C, u16)> = cards.into_iter().map(|c| (c, mask(c))).collect();
    cards.sort_by_key(|&(_, mask)| mask.count_ones());
    let mut groups: Vec<Group> = Vec::new();
    for &(_, mask) in &cards {
        match groups.iter_mut().find(|g| g.places == mask) {
            Some(group) => group.left += 1,
            None => groups.push(Group {
                places: mask,
                left: 1,
            }),
        }
    }
    let mut room: Vec<usize> = sizes.to_vec();
    let mut dealt: Vec<Vec<C>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    for (card, mask) in cards {
        if let Some(group) = groups.iter_mut().find(|g| g.places == mask) {
            group.left -= 1;
        }
        let mut weights: Vec<usize> = room
            .iter()
            .enumerate()
            .map(|(at, &r)| if mask & 1 << at != 0 { r } else { 0 })
            .collect();
        let at = loop {
            if weights.iter().all(|&w| w == 0) {
                break weighted(&room, rng);
            }
            let at = weighted(&weights, rng);
            room[at] -= 1;
            if dealable(&groups, &room) {
                room[at] += 1;
                break at;
            }
            room[at] += 1;
            weights[at] = 0;
        };
        room[at] = room[at].saturating_sub(1);
        dealt[at].push(card);
    }
    dealt
}

/// Hall's condition: every set of groups has no more cards left than the room of the
/// places any of them fits.
fn dealable(groups: &[Group], room: &[usize]) -> bool {
    let groups: Vec<Group> = groups.iter().copied().filter(|g| g.left > 0).collect();
    (1u32..1 << groups.len()).all(|chosen| {
        let (wanted, reach) = groups
            .iter()
            .enumerate()
            .filter(|(at, _)| chosen & 1 << at != 0)
            .fold((0, 0u16), |(wanted, reach), (_, g)| {
                (wanted + g.left, reach | g.places)
            });
        let offered: usize = room
            .iter()
            .enumerate()
            .filter(|(at, _)| reach & 1 << at != 0)
            .map(|(_, &r)| r)
            .sum();
        wanted <= offered
    })
}

/// An index drawn with probability proportional to its weight.
fn weighted<R: Rng + ?Sized>(weights: &[usize], rng: &mut R) -> usize {
    let total: usize = weights.iter().sum();
    let mut pick = rng.gen_range(0..total.max(1));
    for (at, &weight) in weights.iter().enumerate() {
        if pick < weight {
            return at;
        }
        pick -= weight;
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Card `c` fits place `c % 3` only, or anywhere when `c >= 9`.
    fn fits(card: u8, at: usize) -> bool {
        card >= 9 || usize::from(card % 3) == at
    }

    #[test]
    fn the_card_by_card_deal_meets_constraints_no_shuffle_is_likely_to() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let cards: Vec<u8> = (0..12).collect();
        for _ in 0..50 {
            let dealt = deal_one_by_one(cards.clone(), &[4, 4, 4], fits, &mut rng);
            for (at, place) in dealt.iter().enumerate() {
                assert_eq!(place.len(), 4);
                assert!(place.iter().all(|&card| fits(card, at)), "{dealt:?}");
            }
        }
    }

    #[test]
    fn every_card_is_dealt_once_into_places_of_their_sizes() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let cards: Vec<u8> = (0..12).collect();
        let dealt = deal_constrained(cards.clone(), &[5, 4, 3], |_, _| true, &mut rng);
        assert_eq!(dealt.iter().map(Vec::len).collect::<Vec<_>>(), [5, 4, 3]);
        let mut all: Vec<u8> = dealt.concat();
        all.sort_unstable();
        assert_eq!(all, cards);
    }
}

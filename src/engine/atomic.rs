//! All-or-nothing changes: what every engine needs so that a refused move or chance
//! outcome leaves the state and the events untouched.

/// Runs `change` on a copy of `state` and keeps the copy, and the events `change`
/// appended, only if it succeeds; on error `state` and `events` are as they were.
pub fn all_or_nothing<S: Clone, E, X>(
    state: &mut S,
    events: &mut Vec<E>,
    change: impl FnOnce(&mut S, &mut Vec<E>) -> Result<(), X>,
) -> Result<(), X> {
    let mut next = state.clone();
    let mut new_events = Vec::new();
    change(&mut next, &mut new_events)?;
    *state = next;
    events.extend(new_events);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::all_or_nothing;

    #[test]
    fn a_failed_change_keeps_state_and_events() {
        let mut state = 1;
        let mut events = vec!["before"];
        let result: Result<(), &str> = all_or_nothing(&mut state, &mut events, |s, e| {
            *s = 2;
            e.push("half-way");
            Err("refused")
        });
        assert_eq!(result, Err("refused"));
        assert_eq!((state, events), (1, vec!["before"]));
    }

    #[test]
    fn a_successful_change_is_kept_with_its_events() {
        let mut state = 1;
        let mut events = vec!["before"];
        let result: Result<(), &str> = all_or_nothing(&mut state, &mut events, |s, e| {
            *s = 2;
            e.push("done");
            Ok(())
        });
        assert_eq!(result, Ok(()));
        assert_eq!((state, events), (2, vec!["before", "done"]));
    }
}

//! Texts longer than Discord takes in one place, cut without losing their end: the news
//! of a command in which the AI played a whole game ends with its result, and a player's
//! notices with their newest hand. [`parts`] splits a text between lines into parts that
//! each fit, in order, so the end is in the last part; [`tail`] keeps the end of a text
//! that must fit in one message, and says that the start is left out.

/// What stands for the lines [`tail`] leaves out.
const LEFT_OUT: &str = "…";

/// `text` in parts of at most `limit` characters, in order, split between lines where a
/// line fits (a longer line is split between words, or inside one that is longer still).
/// Always at least one part.
pub fn parts(text: &str, limit: usize) -> Vec<String> {
    let limit = limit.max(1);
    let mut parts = Vec::new();
    let mut part = String::new();
    // The characters in `part`, and whether it holds a line yet (an empty one counts).
    let mut used = 0;
    let mut started = false;
    for line in text.split('\n') {
        for piece in pieces(line, limit) {
            let length = piece.chars().count();
            if started && used + 1 + length > limit {
                parts.push(std::mem::take(&mut part));
                (used, started) = (0, false);
            }
            if started {
                part.push('\n');
                used += 1;
            }
            part.push_str(piece);
            used += length;
            started = true;
        }
    }
    parts.push(part);
    parts
}

/// The end of `text` in at most `limit` characters: whole lines from the last one back,
/// after a line [`LEFT_OUT`] when the start does not fit.
pub fn tail(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let room = limit.saturating_sub(LEFT_OUT.chars().count() + 1);
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for line in text.rsplit('\n') {
        let length = line.chars().count() + usize::from(!kept.is_empty());
        if used + length > room {
            if kept.is_empty() {
                let skip = line.chars().count().saturating_sub(room);
                let end: String = line.chars().skip(skip).collect();
                return format!("{LEFT_OUT}\n{end}");
            }
            break;
        }
        used += length;
        kept.push(line);
    }
    kept.reverse();
    format!("{LEFT_OUT}\n{}", kept.join("\n"))
}

/// `line` in pieces of at most `limit` characters: whole when it fits, else cut after
/// the last space that keeps a piece within the limit, or inside a word longer than it.
fn pieces(line: &str, limit: usize) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = line;
    while rest.chars().count() > limit {
        let cut = rest
            .char_indices()
            .nth(limit)
            .map_or(rest.len(), |(at, _)| at);
        let at = match rest[..cut].rfind(' ') {
            Some(space) if space > 0 => space + 1,
            _ => cut,
        };
        pieces.push(&rest[..at]);
        rest = &rest[at..];
    }
    pieces.push(rest);
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lengths(parts: &[String]) -> Vec<usize> {
        parts.iter().map(|p| p.chars().count()).collect()
    }

    #[test]
    fn a_text_that_fits_is_one_part_as_it_is() {
        assert_eq!(
            parts("Round 1 begins.\nGame over!", 100),
            ["Round 1 begins.\nGame over!"]
        );
        assert_eq!(parts("", 10), [""]);
        assert_eq!(parts("a\n\nb", 10), ["a\n\nb"]);
    }

    #[test]
    fn a_long_text_splits_between_lines_in_order_and_keeps_every_line() {
        let lines: Vec<String> = (1..=300)
            .map(|i| format!("Trick {i}: ann takes it with red {i}."))
            .collect();
        let text = format!("{}\nGame over! ann wins.\nann: 5 points", lines.join("\n"));
        let split = parts(&text, 4096);
        assert!(split.len() > 2, "{:?}", lengths(&split));
        assert!(
            lengths(&split).iter().all(|&n| n <= 4096),
            "{:?}",
            lengths(&split)
        );
        assert_eq!(split.join("\n"), text, "nothing lost, nothing added");
        assert!(split
            .last()
            .unwrap()
            .ends_with("Game over! ann wins.\nann: 5 points"));
        assert!(split
            .iter()
            .all(|p| !p.starts_with('\n') && !p.ends_with('\n')));
    }

    #[test]
    fn a_line_longer_than_the_limit_splits_between_words_or_inside_one() {
        let split = parts("aaa bbb ccc", 8);
        assert_eq!(split, ["aaa bbb ", "ccc"]);
        let split = parts("abcdefghij", 4);
        assert_eq!(split, ["abcd", "efgh", "ij"]);
        let split = parts("ελληνικά κείμενα", 9);
        assert_eq!(split, ["ελληνικά ", "κείμενα"], "characters, not bytes");
    }

    #[test]
    fn a_tail_keeps_the_last_lines_that_fit_and_says_the_start_is_left_out() {
        assert_eq!(tail("short", 10), "short");
        let text = "line one\nline two\nline three";
        assert_eq!(tail(text, 14), "…\nline three");
        assert_eq!(tail(text, 23), "…\nline two\nline three");
        assert!(tail(text, 23).chars().count() <= 23);
        assert_eq!(
            tail("0123456789", 6),
            "…\n6789",
            "a last line too long keeps its end"
        );
    }
}

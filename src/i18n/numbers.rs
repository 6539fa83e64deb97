//! Numbers as people read them: a negative one with a true minus sign (−1, not the
//! hyphen of `-1`). Plural forms need nothing here: Fluent picks a plural category by the
//! absolute value (CLDR's operand `n`), so −1 takes the form of 1 and −21 that of 21; the
//! messages show the number itself in every form a score can take (`tests/wording.rs`).

use fluent_bundle::FluentValue;

/// The minus sign (U+2212).
const MINUS: char = '\u{2212}';

/// How the bundles show a value: a negative number with a true minus sign, anything
/// else as Fluent shows it (`None`).
pub(super) fn display<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => with_minus(&number.as_string()),
        _ => None,
    }
}

/// A number as Rust or Fluent wrote it, with a true minus sign instead of a leading
/// hyphen (`None` when it has none).
fn with_minus(number: &str) -> Option<String> {
    number
        .strip_prefix('-')
        .map(|digits| format!("{MINUS}{digits}"))
}

/// An integer as people read it: `−2`, `0`, `21`.
pub fn integer(value: i64) -> String {
    let plain = value.to_string();
    with_minus(&plain).unwrap_or(plain)
}

/// A number with one decimal, `point` as its decimal separator and a true minus sign;
/// one that rounds to zero has no sign (`0,0`, not `−0,0`).
pub fn decimal(value: f64, point: &str) -> String {
    let plain = format!("{value:.1}");
    let plain = match plain.strip_prefix('-') {
        Some(digits) if digits.chars().all(|c| c == '0' || c == '.') => digits.to_owned(),
        _ => plain,
    };
    with_minus(&plain).unwrap_or(plain).replace('.', point)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_numbers_get_a_true_minus_sign() {
        assert_eq!(integer(-21), "\u{2212}21");
        assert_eq!(integer(0), "0");
        assert_eq!(integer(7), "7");
        assert_eq!(decimal(-3.26, ","), "\u{2212}3,3");
        assert_eq!(decimal(-0.04, ","), "0,0");
        assert_eq!(decimal(12.0, "."), "12.0");
    }
}

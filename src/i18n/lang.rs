use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A language gametable speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the fallback for every other locale.
    #[default]
    En,
    /// Hungarian.
    Hu,
    /// Greek.
    El,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Hu, Lang::El, Lang::Ru];

    /// The language code used for folders, records and settings.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hu => "hu",
            Lang::El => "el",
            Lang::Ru => "ru",
        }
    }

    /// The language for a Discord locale code (`hu`, `el`, `ru`, `en-US`, `en-GB`, …);
    /// anything gametable does not speak is answered in English.
    pub fn negotiate(locale: &str) -> Lang {
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        primary.parse().unwrap_or(Lang::En)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The text is not one of gametable's language codes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_negotiate_to_our_languages() {
        assert_eq!(Lang::negotiate("hu"), Lang::Hu);
        assert_eq!(Lang::negotiate("el"), Lang::El);
        assert_eq!(Lang::negotiate("ru"), Lang::Ru);
        assert_eq!(Lang::negotiate("en-US"), Lang::En);
        assert_eq!(Lang::negotiate("en-GB"), Lang::En);
        assert_eq!(Lang::negotiate("de"), Lang::En);
        assert_eq!(Lang::negotiate("pt-BR"), Lang::En);
        assert_eq!(Lang::negotiate(""), Lang::En);
    }
}

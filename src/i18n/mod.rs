//! Localization: the embedded Fluent files of `locales/`, language negotiation and the
//! rendering of [`Text`] into sentences.

mod lang;
mod medium;
mod numbers;
mod rules;

pub use lang::{Lang, UnknownLang};
pub use medium::Medium;
pub use numbers::{decimal, integer};
pub use rules::RuleSection;

use crate::engine::{Arg, Seat, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// The embedded Fluent files: (language code, file name, contents).
pub fn files() -> &'static [(&'static str, &'static str, &'static str)] {
    embedded::FILES
}

/// Turns [`Text`] into sentences in one of the four languages.
pub struct Localizer {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl Localizer {
    /// The process-wide localizer built from the embedded files.
    pub fn global() -> &'static Localizer {
        static GLOBAL: OnceLock<Localizer> = OnceLock::new();
        GLOBAL.get_or_init(Localizer::embedded)
    }

    /// A localizer over the embedded files. Syntax errors are logged and skipped (a test
    /// keeps the shipped files free of them).
    pub fn embedded() -> Localizer {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let id = lang.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                bundle.set_use_isolating(false);
                bundle.set_formatter(Some(numbers::display));
                for (code, name, source) in files() {
                    if *code != lang.code() {
                        continue;
                    }
                    let resource = match FluentResource::try_new((*source).to_owned()) {
                        Ok(resource) => resource,
                        Err((resource, errors)) => {
                            tracing::error!(%lang, file = name, ?errors, "Fluent syntax errors");
                            resource
                        }
                    };
                    if let Err(errors) = bundle.add_resource(resource) {
                        tracing::error!(%lang, file = name, ?errors, "duplicate Fluent ids");
                    }
                }
                (lang, bundle)
            })
            .collect();
        Localizer { bundles }
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        let index = self
            .bundles
            .iter()
            .position(|(l, _)| *l == lang)
            .unwrap_or(0);
        &self.bundles[index].1
    }

    /// Whether `lang` has a message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// Renders `text` in `lang` for a chat; seats are shown by `names`. A message missing
    /// in `lang` falls back to English, and one missing everywhere shows its id (both are
    /// logged; a test keeps the shipped files complete).
    pub fn render(&self, lang: Lang, text: &Text, names: &dyn Fn(Seat) -> String) -> String {
        self.render_in(Medium::Chat, lang, text, names)
    }

    /// Renders `text` in `lang` as it reads in `medium`: each message, nested ones too, by
    /// its attribute for the medium where it has one.
    pub fn render_in(
        &self,
        medium: Medium,
        lang: Lang,
        text: &Text,
        names: &dyn Fn(Seat) -> String,
    ) -> String {
        let how = How {
            medium,
            strictness: Strictness::Lenient,
        };
        self.render_with(lang, text, names, how)
            .unwrap_or_else(|_| text.id.to_owned())
    }

    /// Renders `text` in `lang` exactly: a missing message, attribute or variable in any
    /// nested text is an error instead of a fallback. For tests.
    pub fn try_render(
        &self,
        lang: Lang,
        text: &Text,
        names: &dyn Fn(Seat) -> String,
    ) -> Result<String, String> {
        self.try_render_in(Medium::Chat, lang, text, names)
    }

    /// [`Localizer::try_render`] as `text` reads in `medium`. For tests.
    pub fn try_render_in(
        &self,
        medium: Medium,
        lang: Lang,
        text: &Text,
        names: &dyn Fn(Seat) -> String,
    ) -> Result<String, String> {
        let how = How {
            medium,
            strictness: Strictness::Strict,
        };
        self.render_with(lang, text, names, how)
    }

    /// Renders a message without arguments (or one attribute of it).
    pub fn message(&self, lang: Lang, id: &str, attribute: Option<&str>) -> String {
        let how = How {
            medium: Medium::Chat,
            strictness: Strictness::Lenient,
        };
        self.format(lang, id, attribute, None, how)
            .unwrap_or_else(|_| id.to_owned())
    }

    fn render_with(
        &self,
        lang: Lang,
        text: &Text,
        names: &dyn Fn(Seat) -> String,
        how: How,
    ) -> Result<String, String> {
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            args.set(*name, self.arg_value(lang, arg, names, how)?);
        }
        let attribute = how
            .medium
            .attribute()
            .filter(|key| self.has_attribute(lang, text.id, key));
        self.format(lang, text.id, attribute, Some(&args), how)
    }

    /// Whether `lang`'s message `id` has the attribute `key` (English's, where `lang`
    /// lacks the message and falls back to it).
    fn has_attribute(&self, lang: Lang, id: &str, key: &str) -> bool {
        [lang, Lang::En]
            .into_iter()
            .find_map(|lang| self.bundle(lang).get_message(id))
            .is_some_and(|message| message.get_attribute(key).is_some())
    }

    fn arg_value(
        &self,
        lang: Lang,
        arg: &Arg,
        names: &dyn Fn(Seat) -> String,
        how: How,
    ) -> Result<FluentValue<'static>, String> {
        Ok(match arg {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Verbatim(s) => FluentValue::from(s.clone()),
            Arg::Text(text) => FluentValue::from(self.render_with(lang, text, names, how)?),
            Arg::Seat(seat) => FluentValue::from(names(*seat)),
            Arg::List(items) => {
                let mut parts = Vec::with_capacity(items.len());
                for item in items {
                    parts.push(match item {
                        Arg::Int(n) => integer(*n),
                        _ => match self.arg_value(lang, item, names, how)? {
                            FluentValue::String(s) => s.into_owned(),
                            _ => String::new(),
                        },
                    });
                }
                FluentValue::from(parts.join(", "))
            }
        })
    }

    fn format(
        &self,
        lang: Lang,
        id: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs>,
        how: How,
    ) -> Result<String, String> {
        let strictness = how.strictness;
        let tries: &[Lang] = match strictness {
            Strictness::Strict => &[lang],
            Strictness::Lenient => &[lang, Lang::En],
        };
        for &lang in tries {
            let bundle = self.bundle(lang);
            let Some(message) = bundle.get_message(id) else {
                continue;
            };
            let pattern = match attribute {
                Some(key) => message.get_attribute(key).map(|a| a.value()),
                None => message.value(),
            };
            if let Some(pattern) = pattern {
                let mut errors = Vec::new();
                let out = bundle.format_pattern(pattern, args, &mut errors);
                if !errors.is_empty() {
                    if strictness == Strictness::Strict {
                        return Err(format!("{lang} {id}: {errors:?}"));
                    }
                    tracing::warn!(id, %lang, ?errors, "Fluent formatting errors");
                }
                return Ok(out.into_owned());
            }
        }
        if strictness == Strictness::Lenient {
            tracing::warn!(id, "missing message");
        }
        Err(format!("{lang}: no message {id}"))
    }
}

/// How a text is rendered: for which medium, and what a gap does.
#[derive(Clone, Copy)]
struct How {
    medium: Medium,
    strictness: Strictness,
}

/// Whether rendering falls back (for people) or fails (for tests) on a gap.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strictness {
    Lenient,
    Strict,
}

//! Unit tests, one or more per rule of `shared/rules/nyet.md`.

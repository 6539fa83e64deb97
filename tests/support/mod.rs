//! Test-support code shared by the integration tests (`mod support;`).

pub mod bot;
pub mod fakecord;

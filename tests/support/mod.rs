//! Test-support code shared by the integration tests (`mod support;`).

pub mod bot;
pub mod endpoint;
pub mod fakecord;
pub mod stall;

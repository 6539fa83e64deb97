//! Where an interaction's first response goes: over the gateway, a REST call
//! (`POST /interactions/{id}/{token}/callback`). Whatever follows the first response
//! (edits, follow-ups) goes by REST too. The handlers answer through a [`Responder`] only,
//! never through serenity's gateway `Context`.
//!
//! A response given as JSON carries at most one file: serenity names every file of such a
//! call `files[0]`. Several files (a game's record) go through serenity's builders, which
//! number them ([`Responder::respond_privately`]).

use serde_json::Value;
use serenity::all::{
    Builder, CreateAttachment, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, Http, InteractionId,
};
use std::sync::Arc;

/// Answers one interaction.
pub struct Responder {
    http: Arc<Http>,
    id: InteractionId,
    token: String,
}

impl Responder {
    /// A responder that answers by REST (gateway mode).
    pub fn rest(http: Arc<Http>, id: InteractionId, token: &str) -> Responder {
        Responder {
            http,
            id,
            token: token.to_owned(),
        }
    }

    /// Discord's REST API, for what follows the first response.
    pub fn http(&self) -> &Http {
        &self.http
    }

    /// The interaction's id.
    pub fn id(&self) -> InteractionId {
        self.id
    }

    /// The interaction's token, for its webhook (edits and follow-ups).
    pub fn token(&self) -> &str {
        &self.token
    }

    /// Sends the first response; whether it arrived.
    pub async fn respond(&self, response: &Value) -> bool {
        self.respond_with(response, Vec::new()).await
    }

    /// Sends the first response with `files` (at most one); whether it arrived.
    pub async fn respond_with(&self, response: &Value, files: Vec<CreateAttachment>) -> bool {
        let sent = self
            .http
            .create_interaction_response(self.id, &self.token, response, files)
            .await;
        logged(sent, "cannot answer an interaction")
    }

    /// Sends the first response: a message only the caller sees, `embed` with `files` (any
    /// number); whether it arrived.
    pub async fn respond_privately(
        &self,
        embed: CreateEmbed,
        files: Vec<CreateAttachment>,
    ) -> bool {
        let message = CreateInteractionResponseMessage::new()
            .embed(embed)
            .ephemeral(true)
            .add_files(files);
        let sent = CreateInteractionResponse::Message(message)
            .execute(&self.http, (self.id, &self.token))
            .await;
        logged(sent, "cannot answer an interaction")
    }

    /// Completes a deferred response with `embed` and `files` (any number); whether it was
    /// completed.
    pub async fn complete_with_files(
        &self,
        embed: CreateEmbed,
        files: Vec<CreateAttachment>,
    ) -> bool {
        let edit = files.into_iter().fold(
            EditInteractionResponse::new().embed(embed),
            EditInteractionResponse::new_attachment,
        );
        let edited = edit.execute(&self.http, &self.token).await;
        logged(edited, "cannot complete a deferred interaction")
    }

    /// Edits the original response (a deferred one: completes it) to `data` with `files`
    /// (at most one); whether it was edited.
    pub async fn edit_original(&self, data: &Value, files: Vec<CreateAttachment>) -> bool {
        let edited = self
            .http
            .edit_original_interaction_response(&self.token, data, files)
            .await;
        logged(edited, "cannot complete a deferred interaction")
    }
}

/// Whether `result` is a success; a failure is logged as `what`.
fn logged<T>(result: serenity::Result<T>, what: &str) -> bool {
    match result {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(error = %e, "{what}");
            false
        }
    }
}

//! Where an interaction's first response goes. Over the gateway it is a REST call
//! (`POST /interactions/{id}/{token}/callback`); in HTTP-interactions mode it is the body of
//! the answer to Discord's POST, which cannot carry files (Discord refuses a multipart
//! answer there): a response with files is deferred in the body, keeping its ephemeral
//! flag, and completed by editing the original response with the files. Whatever follows
//! the first response (edits, follow-ups) goes by REST in both modes.
//!
//! A response given as JSON carries at most one file: serenity names every file of such a
//! call `files[0]`. Several files (a game's record) go through serenity's builders, which
//! number them ([`Responder::respond_privately`]).

use serde_json::{json, Value};
use serenity::all::{
    Builder, CreateAttachment, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, Http, Interaction, InteractionId,
};
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::oneshot;

/// Discord's flag for a message only the caller sees.
const EPHEMERAL: u64 = 64;
/// How often an edit of a response deferred a moment ago is tried, and the first pause
/// between tries (doubled each time): Discord may not have read the deferral from the
/// answer to its POST when the edit arrives by another connection.
const EDIT_TRIES: u32 = 5;
const EDIT_PAUSE: Duration = Duration::from_millis(100);
/// How long a follow-up waits after a first response given as the body of the answer to
/// Discord's POST: Discord takes it only once that answer reached it.
const BODY_SETTLES: Duration = Duration::from_secs(1);

/// Answers one interaction.
pub struct Responder {
    http: Arc<Http>,
    id: InteractionId,
    application: u64,
    token: String,
    /// Whether the first response is the body of the answer to Discord's POST.
    in_body: bool,
    /// HTTP-interactions mode: the endpoint waiting for the first response, as the body
    /// of its answer. Taken by that response; anything later goes by REST.
    body: Mutex<Option<oneshot::Sender<Value>>>,
}

impl Responder {
    /// A responder that answers `interaction` by REST (gateway mode).
    pub fn rest(http: Arc<Http>, interaction: &Interaction) -> Responder {
        Responder {
            http,
            id: interaction.id(),
            application: interaction.application_id().get(),
            token: interaction.token().to_owned(),
            in_body: false,
            body: Mutex::new(None),
        }
    }

    /// A responder whose first response to `interaction` becomes the body of the answer
    /// to Discord's POST (HTTP-interactions mode), and where that body arrives.
    pub fn body(
        http: Arc<Http>,
        interaction: &Interaction,
    ) -> (Responder, oneshot::Receiver<Value>) {
        let (sender, receiver) = oneshot::channel();
        let responder = Responder {
            in_body: true,
            body: Mutex::new(Some(sender)),
            ..Responder::rest(http, interaction)
        };
        (responder, receiver)
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

    /// The application the interaction was sent to, whose webhook takes its follow-ups.
    pub fn application(&self) -> u64 {
        self.application
    }

    /// How long after the first response was handed over Discord may still not know it:
    /// none for a REST callback (answered once Discord took it), [`BODY_SETTLES`] for the
    /// body of the answer to Discord's POST, which Discord reads after the handler.
    pub fn settles(&self) -> Duration {
        if self.in_body {
            BODY_SETTLES
        } else {
            Duration::ZERO
        }
    }

    /// Sends the first response; whether it arrived.
    pub async fn respond(&self, response: &Value) -> bool {
        self.respond_with(response, Vec::new()).await
    }

    /// Sends the first response with `files` (at most one); whether it arrived.
    pub async fn respond_with(&self, response: &Value, files: Vec<CreateAttachment>) -> bool {
        match self.take_body() {
            None => self.callback(response, files).await,
            Some(body) if files.is_empty() => self.hand_over(body, response.clone()),
            Some(body) => self.defer_with_files(body, response, files).await,
        }
    }

    /// Sends the first response: a message only the caller sees, `embed` with `files` (any
    /// number); whether it arrived.
    pub async fn respond_privately(
        &self,
        embed: CreateEmbed,
        files: Vec<CreateAttachment>,
    ) -> bool {
        let body = match self.take_body() {
            Some(body) => body,
            None => {
                let message = CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .ephemeral(true)
                    .add_files(files);
                let sent = CreateInteractionResponse::Message(message)
                    .execute(&self.http, (self.id, &self.token))
                    .await;
                return logged(sent, "cannot answer an interaction");
            }
        };
        if files.is_empty() {
            let answer = json!({ "type": 4, "data": { "embeds": [embed], "flags": EPHEMERAL } });
            return self.hand_over(body, answer);
        }
        let deferral = json!({ "type": 5, "data": { "flags": EPHEMERAL } });
        self.hand_over(body, deferral) && self.complete_with_files(embed, files).await
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
        let edited = retrying(|| edit.clone().execute(&self.http, &self.token)).await;
        logged(edited, "cannot complete a deferred interaction")
    }

    /// Edits the original response (a deferred one: completes it) to `data` with `files`
    /// (at most one); whether it was edited.
    pub async fn edit_original(&self, data: &Value, files: Vec<CreateAttachment>) -> bool {
        let edited = retrying(|| {
            self.http
                .edit_original_interaction_response(&self.token, data, files.clone())
        })
        .await;
        logged(edited, "cannot complete a deferred interaction")
    }

    fn take_body(&self) -> Option<oneshot::Sender<Value>> {
        self.body
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
    }

    async fn callback(&self, response: &Value, files: Vec<CreateAttachment>) -> bool {
        let sent = self
            .http
            .create_interaction_response(self.id, &self.token, response, files)
            .await;
        logged(sent, "cannot answer an interaction")
    }

    fn hand_over(&self, body: oneshot::Sender<Value>, response: Value) -> bool {
        let handed = body.send(response).is_ok();
        if !handed {
            tracing::warn!("an interaction's answer came after Discord stopped waiting");
        }
        handed
    }

    /// The body defers (a message keeps its ephemeral flag; an update of the clicked
    /// message stays one), and an edit of the original response brings the files.
    async fn defer_with_files(
        &self,
        body: oneshot::Sender<Value>,
        response: &Value,
        files: Vec<CreateAttachment>,
    ) -> bool {
        let data = &response["data"];
        let deferral = match response["type"].as_u64() {
            Some(4) => {
                let flags = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
                json!({ "type": 5, "data": { "flags": flags } })
            }
            Some(7) => json!({ "type": 6 }),
            _ => {
                tracing::warn!("files on an answer that cannot carry them; sent without them");
                return self.hand_over(body, response.clone());
            }
        };
        if !self.hand_over(body, deferral) {
            return false;
        }
        let mut edit = data.clone();
        if let Some(fields) = edit.as_object_mut() {
            // An existing message's ephemeral state is the deferral's; edits set no flag.
            fields.remove("flags");
        }
        self.edit_original(&edit, files).await
    }
}

/// Runs `call` until it succeeds or fails otherwise than with 404, a few times: a
/// response deferred in the answer to Discord's POST a moment ago may not be known yet to
/// the edit, which comes by another connection.
async fn retrying<T, F, Fut>(call: F) -> serenity::Result<T>
where
    F: Fn() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut pause = EDIT_PAUSE;
    for _ in 1..EDIT_TRIES {
        match call().await {
            Err(e) if not_found(&e) => {
                tokio::time::sleep(pause).await;
                pause *= 2;
            }
            done => return done,
        }
    }
    call().await
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

/// Whether Discord answered 404: the deferred response is not known (yet).
fn not_found(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response))
            if response.status_code.as_u16() == 404
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::HttpBuilder;

    fn responder() -> (Responder, oneshot::Receiver<Value>) {
        let http = Arc::new(HttpBuilder::new("token").build());
        let ping = json!({
            "id": "1", "application_id": "321", "type": 1, "token": "itok", "version": 1,
            "entitlements": [],
        });
        let interaction: Interaction = serde_json::from_value(ping).expect("a ping");
        Responder::body(http, &interaction)
    }

    #[tokio::test]
    async fn the_first_response_is_the_body_of_the_answer() {
        let (responder, body) = responder();
        let answer = json!({ "type": 4, "data": { "content": "hi" } });
        assert!(responder.respond(&answer).await);
        assert_eq!(body.await.ok(), Some(answer));
    }

    #[tokio::test]
    async fn an_answer_in_the_body_settles_after_it_and_names_its_webhook() {
        let (responder, _body) = responder();
        assert_eq!(responder.settles(), BODY_SETTLES);
        assert_eq!((responder.application(), responder.token()), (321, "itok"));
    }

    #[tokio::test]
    async fn an_answer_nobody_waits_for_did_not_arrive() {
        let (responder, body) = responder();
        drop(body);
        assert!(!responder.respond(&json!({ "type": 6 })).await);
    }
}

//! Proves the loopback fake Discord (`tests/support/fakecord.rs`) works with a real serenity
//! 0.12.5 client: gateway handshake, each interaction kind, DMs, injected errors, restarts.

mod support;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};
use serenity::all::{
    ChannelId, Client, ClientBuilder, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
    EventHandler, GatewayIntents, HttpBuilder, Interaction, Ready, ResolvedValue, ShardManager,
};
use serenity::async_trait;
use serenity::http::{ErrorResponse, HttpError};
use support::fakecord::{Fakecord, TestUser, APP_ID, DM_CHANNEL_BASE};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::task::JoinHandle;

const CHANNEL: u64 = 100;

/// A miniature bot: each command or component exercises one part of the fake and reports
/// what serenity saw in its reply.
struct Bot;

#[async_trait]
impl EventHandler for Bot {
    async fn ready(&self, _ctx: Context, _ready: Ready) {}

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => command(&ctx, &cmd).await,
            Interaction::Autocomplete(cmd) => autocomplete(&ctx, &cmd).await,
            Interaction::Component(component) => press(&ctx, &component).await,
            _ => {}
        }
    }
}

async fn command(ctx: &Context, cmd: &CommandInteraction) {
    let reply = |content: String| CreateInteractionResponseMessage::new().content(content);
    let response = match cmd.data.name.as_str() {
        // Subcommand with a string option; answered ephemerally with what serenity parsed.
        "game" => {
            let options = cmd.data.options();
            let parsed = match options.first().map(|o| (o.name, &o.value)) {
                Some((sub, ResolvedValue::SubCommand(args))) => {
                    let args: Vec<String> = args
                        .iter()
                        .map(|a| match &a.value {
                            ResolvedValue::String(s) => format!("{}={s}", a.name),
                            other => format!("{}={other:?}", a.name),
                        })
                        .collect();
                    format!("{sub} {}", args.join(","))
                }
                other => format!("unexpected {other:?}"),
            };
            let perms = cmd
                .member
                .as_ref()
                .and_then(|m| m.permissions)
                .map(|p| p.bits());
            let content = format!(
                "{parsed}; user={} locale={} perms={perms:?}",
                cmd.user.name, cmd.locale
            );
            CreateInteractionResponse::Message(reply(content).ephemeral(true))
        }
        // A public board with a button and a select, then an edit and an ephemeral followup.
        "board" => {
            let row = CreateActionRow::Buttons(vec![CreateButton::new("flip").label("Flip")]);
            let select = CreateActionRow::SelectMenu(CreateSelectMenu::new(
                "pick",
                CreateSelectMenuKind::String {
                    options: vec![
                        CreateSelectMenuOption::new("A", "a"),
                        CreateSelectMenuOption::new("B", "b"),
                    ],
                },
            ));
            let message = reply("board".into()).components(vec![row, select]);
            cmd.create_response(&ctx.http, CreateInteractionResponse::Message(message))
                .await
                .expect("board response");
            let edit = EditInteractionResponse::new().content("board v2");
            let edited = cmd
                .edit_response(&ctx.http, edit)
                .await
                .expect("edit @original");
            assert_eq!(edited.content, "board v2");
            assert_eq!(edited.components.len(), 2, "components survive an edit");
            let followup = CreateInteractionResponseFollowup::new()
                .content("psst")
                .ephemeral(true);
            cmd.create_followup(&ctx.http, followup)
                .await
                .expect("followup");
            return;
        }
        // A DM to the invoking user; reports whether it was refused with 50007.
        "dm" => {
            let sent = cmd
                .user
                .id
                .direct_message(&ctx.http, CreateMessage::new().content("your turn"));
            let content = match sent.await {
                Ok(message) => format!("dm ok in {}", message.channel_id),
                Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(ErrorResponse {
                    error,
                    ..
                }))) if error.code == 50007 => "dm closed".to_owned(),
                Err(e) => format!("dm error {e:?}"),
            };
            CreateInteractionResponse::Message(reply(content))
        }
        // Posts to the channel; on an error posts once more. Reports both outcomes.
        "post" => {
            let channel = ChannelId::new(CHANNEL);
            let mut outcomes = Vec::new();
            for _ in 0..2 {
                match channel.say(&ctx.http, "hello").await {
                    Ok(_) => {
                        outcomes.push("ok".to_owned());
                        break;
                    }
                    Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
                        outcomes.push(response.status_code.as_u16().to_string());
                    }
                    Err(e) => outcomes.push(format!("{e:?}")),
                }
            }
            CreateInteractionResponse::Message(reply(outcomes.join(" then ")))
        }
        // Two files through the builder, which numbers them `files[0]`, `files[1]`.
        "files" => CreateInteractionResponse::Message(
            reply("two files".into())
                .ephemeral(true)
                .add_file(CreateAttachment::bytes(b"{}".to_vec(), "a.json"))
                .add_file(CreateAttachment::bytes("héllo\n".as_bytes(), "b.txt")),
        ),
        // Two files through the raw call, which sends both as `files[0]`: refused.
        "files-raw" => {
            let files = vec![
                CreateAttachment::bytes(b"1".to_vec(), "one.txt"),
                CreateAttachment::bytes(b"2".to_vec(), "two.txt"),
            ];
            let body = json!({ "type": 4, "data": { "content": "raw" } });
            let sent = ctx
                .http
                .create_interaction_response(cmd.id, &cmd.token, &body, files)
                .await;
            let said = match sent {
                Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
                    format!(
                        "refused {} {}",
                        response.status_code.as_u16(),
                        response.error.code
                    )
                }
                other => format!("{other:?}"),
            };
            CreateInteractionResponse::Message(reply(said))
        }
        other => CreateInteractionResponse::Message(reply(format!("unknown /{other}"))),
    };
    cmd.create_response(&ctx.http, response)
        .await
        .expect("command response");
}

async fn autocomplete(ctx: &Context, cmd: &CommandInteraction) {
    let typed = cmd
        .data
        .autocomplete()
        .map(|o| o.value.to_owned())
        .unwrap_or_default();
    let mut choices = CreateAutocompleteResponse::new();
    for card in ["red 5", "red 7", "blue 2", "12 green"] {
        if card.starts_with(&typed) {
            choices = choices.add_string_choice(card, card);
        }
    }
    let response = CreateInteractionResponse::Autocomplete(choices);
    cmd.create_response(&ctx.http, response)
        .await
        .expect("autocomplete response");
}

async fn press(ctx: &Context, component: &ComponentInteraction) {
    let content = match &component.data.kind {
        ComponentInteractionDataKind::Button => {
            format!(
                "{} pressed on '{}'",
                component.data.custom_id, component.message.content
            )
        }
        ComponentInteractionDataKind::StringSelect { values } => {
            format!("{} chose {}", component.data.custom_id, values.join(","))
        }
        other => format!("unexpected {other:?}"),
    };
    // Replace the rows with one button that counts them: the test sees components edited too.
    let rows = component.message.components.len();
    let message = CreateInteractionResponseMessage::new()
        .content(content)
        .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
            "flip",
        )
        .label(format!("rows={rows}"))])]);
    let response = CreateInteractionResponse::UpdateMessage(message);
    component
        .create_response(&ctx.http, response)
        .await
        .expect("component response");
}

struct RunningBot {
    shards: Arc<ShardManager>,
    task: JoinHandle<()>,
}

impl RunningBot {
    async fn start(fake: &Fakecord) -> RunningBot {
        let http = HttpBuilder::new("fake-token")
            .proxy(fake.api_url())
            .ratelimiter_disabled(true)
            .build();
        let mut client: Client = ClientBuilder::new_with_http(http, GatewayIntents::empty())
            .event_handler(Bot)
            .await
            .expect("serenity client");
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move { client.start().await.expect("client.start") });
        RunningBot { shards, task }
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        self.task.await.expect("client task");
    }
}

fn alice() -> TestUser {
    TestUser {
        id: 555,
        name: "alice".into(),
        locale: "hu".into(),
        permissions: 0x2000,
    }
}

fn content(message: &Value) -> &str {
    message["content"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn ready_after_identify() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    fake.wait_ready().await;
    assert_eq!(fake.sessions(), 1);
    let calls = fake.calls();
    assert!(calls
        .iter()
        .any(|c| c.method == "GET" && c.path == "/gateway" && c.status == 200));
    assert!(
        calls.iter().all(|c| c.status < 400),
        "unexpected errors:\n{}",
        fake.call_log()
    );
    bot.stop().await;
}

#[tokio::test]
async fn slash_command_with_subcommand_answered_ephemerally() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    let options = json!([{"type": 1, "name": "new", "options": [
        {"type": 3, "name": "game", "value": "boast"}
    ]}]);
    let answer = fake.command(&alice(), CHANNEL, "game", options).await;
    assert_eq!(answer["type"], 4);
    assert_eq!(answer["data"]["flags"], 64, "ephemeral flag in {answer}");
    assert_eq!(
        answer["data"]["content"],
        "new game=boast; user=alice locale=hu perms=Some(8192)"
    );
    let callback = fake.wait_for_call(|c| c.path.ends_with("/callback")).await;
    assert_eq!((callback.method.as_str(), callback.status), ("POST", 204));
    assert_eq!(callback.body["data"]["flags"], 64);
    // The ephemeral answer is the interaction's message, but not a public one.
    assert_eq!(fake.channel_messages(CHANNEL).len(), 1);
    assert!(fake.public_messages(CHANNEL).is_empty());

    // A subcommand without options still gets the `options: []` serenity insists on.
    let answer = fake
        .command(
            &alice(),
            CHANNEL,
            "game",
            json!([{"type": 1, "name": "list"}]),
        )
        .await;
    assert_eq!(
        answer["data"]["content"],
        "list ; user=alice locale=hu perms=Some(8192)"
    );
    bot.stop().await;
}

#[tokio::test]
async fn autocomplete_answered_with_choices() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    let options = json!([{"type": 3, "name": "card", "value": "red", "focused": true}]);
    let answer = fake.autocomplete(&alice(), CHANNEL, "play", options).await;
    assert_eq!(answer["type"], 8);
    assert_eq!(
        answer["data"]["choices"],
        json!([{"name": "red 5", "value": "red 5"}, {"name": "red 7", "value": "red 7"}])
    );
    // A focused integer option arrives as the string the user typed so far.
    let options = json!([{"type": 4, "name": "amount", "value": 12, "focused": true}]);
    let answer = fake.autocomplete(&alice(), CHANNEL, "play", options).await;
    assert_eq!(
        answer["data"]["choices"],
        json!([{"name": "12 green", "value": "12 green"}])
    );
    assert!(
        fake.channel_messages(CHANNEL).is_empty(),
        "autocomplete creates no message"
    );
    bot.stop().await;
}

#[tokio::test]
async fn components_update_the_message() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    let answer = fake.command(&alice(), CHANNEL, "board", Value::Null).await;
    assert_eq!(answer["type"], 4);
    let followup = fake
        .wait_for_call(|c| c.method == "POST" && c.path.starts_with("/webhooks/"))
        .await;
    assert_eq!(
        followup.path,
        format!("/webhooks/{APP_ID}/{}", token_of(&fake))
    );
    let messages = fake.channel_messages(CHANNEL);
    assert_eq!(messages.len(), 2, "board and followup: {messages:#?}");
    let board = &messages[0];
    assert_eq!(content(board), "board v2");
    assert!(board["edited_timestamp"].is_string());
    assert_eq!(messages[1]["flags"], 64);
    assert_eq!(fake.public_messages(CHANNEL).len(), 1);
    let board_id: u64 = board["id"].as_str().unwrap().parse().unwrap();

    let answer = fake
        .component(&alice(), CHANNEL, board_id, "flip", &[])
        .await;
    assert_eq!(answer["type"], 7);
    assert_eq!(answer["data"]["content"], "flip pressed on 'board v2'");
    let board = &fake.channel_messages(CHANNEL)[0];
    assert_eq!(content(board), "flip pressed on 'board v2'");
    assert_eq!(board["components"][0]["components"][0]["label"], "rows=2");

    let answer = fake
        .component(&alice(), CHANNEL, board_id, "pick", &["b"])
        .await;
    assert_eq!(answer["data"]["content"], "pick chose b");
    let board = &fake.channel_messages(CHANNEL)[0];
    assert_eq!(content(board), "pick chose b");
    assert_eq!(board["components"][0]["components"][0]["label"], "rows=1");

    // A message the fake never saw still makes a valid interaction.
    let answer = fake.component(&alice(), CHANNEL, 42, "flip", &[]).await;
    assert_eq!(answer["data"]["content"], "flip pressed on ''");
    assert!(
        fake.calls().iter().all(|c| c.status < 400),
        "errors:\n{}",
        fake.call_log()
    );
    bot.stop().await;
}

/// The token of the first interaction the fake dispatched, from the first callback call.
fn token_of(fake: &Fakecord) -> String {
    let call = fake
        .calls()
        .into_iter()
        .find(|c| c.path.ends_with("/callback"))
        .unwrap();
    call.path.split('/').nth(3).unwrap().to_owned()
}

#[tokio::test]
async fn dm_refused_with_50007_after_close_dms() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    let user = alice();
    let dm_channel = DM_CHANNEL_BASE + user.id;
    let answer = fake.command(&user, CHANNEL, "dm", Value::Null).await;
    assert_eq!(answer["data"]["content"], format!("dm ok in {dm_channel}"));
    assert_eq!(fake.dm_messages(user.id).len(), 1);
    assert_eq!(content(&fake.dm_messages(user.id)[0]), "your turn");

    fake.close_dms(user.id);
    let mark = fake.calls().len();
    let answer = fake.command(&user, CHANNEL, "dm", Value::Null).await;
    assert_eq!(answer["data"]["content"], "dm closed");
    let refused = fake
        .calls_since(mark)
        .into_iter()
        .find(|c| c.path == format!("/channels/{dm_channel}/messages"))
        .expect("DM attempt recorded");
    assert_eq!(refused.status, 403);
    assert_eq!(refused.body["content"], "your turn");
    assert_eq!(
        fake.dm_messages(user.id).len(),
        1,
        "the refused DM is not stored"
    );
    bot.stop().await;
}

#[tokio::test]
async fn injected_429_fails_once_then_the_retry_succeeds() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    fake.inject_rate_limit("POST", "/channels/100/messages", 0.25, 1);
    let answer = fake.command(&alice(), CHANNEL, "post", Value::Null).await;
    assert_eq!(answer["data"]["content"], "429 then ok");
    let posts: Vec<u16> = fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == "/channels/100/messages")
        .map(|c| c.status)
        .collect();
    assert_eq!(posts, [429, 200]);
    let hellos = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| content(m) == "hello")
        .count();
    assert_eq!(hellos, 1);
    bot.stop().await;
}

#[tokio::test]
async fn injected_429_carries_discords_headers_and_body() {
    let fake = Fakecord::start().await;
    fake.inject_rate_limit("post", "/api/v10/channels/7/", 1.5, 1);
    let request = "POST /api/v10/channels/7/messages HTTP/1.1\r\nHost: fake\r\n\
                   Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}";
    let address = fake.api_url().trim_start_matches("http://").to_owned();
    let mut tcp = tokio::net::TcpStream::connect(address).await.unwrap();
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    tcp.read_to_string(&mut response).await.unwrap();
    let response = response.to_ascii_lowercase();
    assert!(response.starts_with("http/1.1 429"), "{response}");
    assert!(response.contains("retry-after: 2\r\n"), "{response}");
    assert!(
        response.contains("x-ratelimit-scope: user\r\n"),
        "{response}"
    );
    assert!(response.contains(r#""retry_after":1.5"#), "{response}");
    assert!(response.contains(r#""global":false"#), "{response}");
    let calls = fake.calls();
    assert_eq!(
        (calls[0].path.as_str(), calls[0].status),
        ("/channels/7/messages", 429)
    );
}

#[tokio::test]
async fn restarted_bot_gets_a_second_session() {
    let fake = Fakecord::start().await;
    let first = RunningBot::start(&fake).await;
    fake.wait_ready().await;
    first.stop().await;

    let second = RunningBot::start(&fake).await;
    fake.wait_sessions(2).await;
    assert_eq!(fake.sessions(), 2);
    let answer = fake
        .command(&alice(), CHANNEL, "nothing", Value::Null)
        .await;
    assert_eq!(answer["data"]["content"], "unknown /nothing");
    second.stop().await;
}

#[tokio::test]
async fn dropped_connection_is_resumed_not_reidentified() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    fake.wait_ready().await;
    fake.disconnect();
    let answer = fake
        .command(&alice(), CHANNEL, "nothing", Value::Null)
        .await;
    assert_eq!(answer["data"]["content"], "unknown /nothing");
    assert_eq!(fake.sessions(), 1, "RESUMED, not a second READY");
    bot.stop().await;
}

#[tokio::test]
async fn unknown_routes_answer_404_and_are_recorded() {
    let fake = Fakecord::start().await;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .build();
    let err = http
        .get_guild(4000.into())
        .await
        .expect_err("no such route in the fake");
    match err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            assert_eq!(response.status_code.as_u16(), 404);
            assert_eq!(response.error.message, "fake: no route");
        }
        other => panic!("unexpected {other:?}"),
    }
    let call = fake.wait_for_call(|c| c.path == "/guilds/4000").await;
    assert_eq!(
        (call.method.as_str(), call.status, &call.body),
        ("GET", 404, &Value::Null)
    );
}

#[tokio::test]
async fn command_registration_is_echoed_as_serenity_commands() {
    use serenity::all::{Command, CommandOptionType, CreateCommand, CreateCommandOption, GuildId};
    let fake = Fakecord::start().await;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .application_id(APP_ID.into())
        .build();
    let game = CreateCommand::new("game")
        .description("Card games")
        .add_option(
            CreateCommandOption::new(CommandOptionType::SubCommand, "new", "Open a table")
                .add_sub_option(
                    CreateCommandOption::new(CommandOptionType::String, "game", "Which game")
                        .required(true)
                        .add_string_choice("Boast or Nothing", "boast"),
                ),
        );
    let global = Command::set_global_commands(&http, vec![game.clone()])
        .await
        .expect("global");
    assert_eq!(global[0].name, "game");
    assert_eq!(
        global[0].options[0].options[0].choices[0].name,
        "Boast or Nothing"
    );
    let guild = GuildId::new(support::fakecord::GUILD_ID);
    let local = guild.set_commands(&http, vec![game]).await.expect("guild");
    assert_eq!(local[0].guild_id, Some(guild));
    let again =
        Command::set_global_commands(&http, vec![CreateCommand::new("game").description("x")])
            .await
            .expect("re-register");
    assert_eq!(
        again[0].id, global[0].id,
        "a re-registered name keeps its id"
    );
    assert_eq!(fake.registered_commands().len(), 2);
    let app = http
        .get_current_application_info()
        .await
        .expect("application info");
    assert_eq!(app.id.get(), APP_ID);
    let me = http.get_current_user().await.expect("users/@me");
    assert!(me.bot);
}

// ---- delivery: latency, nonces, rate limits, injected faults ------------------------------

/// Plain REST requests to the fake, as a client with its own retry logic would send them.
struct Rest {
    client: reqwest::Client,
    base: String,
}

/// What the fake answered: status, headers, and the body (JSON, or a JSON string if not JSON).
struct Answer {
    status: u16,
    headers: reqwest::header::HeaderMap,
    body: Value,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    fn header_f64(&self, name: &str) -> f64 {
        let value = self
            .header(name)
            .unwrap_or_else(|| panic!("no {name} header"));
        value.parse().unwrap_or_else(|_| panic!("{name}: {value}"))
    }

    fn id(&self) -> u64 {
        self.body["id"]
            .as_str()
            .expect("message id")
            .parse()
            .unwrap()
    }
}

impl Rest {
    fn new(fake: &Fakecord) -> Rest {
        Rest {
            client: reqwest::Client::builder().no_proxy().build().unwrap(),
            base: format!("{}/api/v10", fake.api_url()),
        }
    }

    fn request(&self, method: &str, path: &str, body: &Value) -> reqwest::RequestBuilder {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let request = self.client.request(method, format!("{}{path}", self.base));
        if body.is_null() {
            request
        } else {
            request.json(body)
        }
    }

    async fn send(&self, method: &str, path: &str, body: Value) -> Answer {
        let response = self
            .request(method, path, &body)
            .send()
            .await
            .expect("the fake answers");
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let text = response.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        Answer {
            status,
            headers,
            body,
        }
    }

    async fn post(&self, channel: u64, body: Value) -> Answer {
        self.send("POST", &format!("/channels/{channel}/messages"), body)
            .await
    }
}

fn http(fake: &Fakecord) -> serenity::http::Http {
    HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .build()
}

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

#[tokio::test]
async fn latency_delays_every_answer_but_requests_overlap() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    fake.set_latency(ms(100));
    let started = std::time::Instant::now();
    let posts = (0..10).map(|i| rest.post(200 + i, json!({"content": "x"})));
    let answers = futures_util::future::join_all(posts).await;
    let elapsed = started.elapsed();
    assert!(answers.iter().all(|a| a.status == 200));
    assert!(elapsed >= ms(100), "{elapsed:?}");
    assert!(elapsed < ms(900), "served one after the other: {elapsed:?}");
    // Interaction callbacks are delayed too (this one is unknown: 404).
    let callback = rest
        .send("POST", "/interactions/1/tok/callback", json!({"type": 1}))
        .await;
    assert_eq!(callback.status, 404);
    let calls = fake.calls();
    assert_eq!(calls.len(), 11);
    for call in &calls {
        assert!(call.answered - call.at >= ms(100), "{call:?}");
    }
}

#[tokio::test]
async fn calls_record_arrival_and_answer_times() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    fake.inject_hang("GET", "/users/@me", ms(150), 1);
    rest.send("GET", "/gateway", Value::Null).await;
    rest.send("GET", "/users/@me", Value::Null).await;
    rest.send("GET", "/users/@me", Value::Null).await;
    let calls = fake.calls();
    assert_eq!(calls.len(), 3);
    for pair in calls.windows(2) {
        assert!(pair[0].at <= pair[0].answered, "{pair:?}");
        assert!(pair[0].answered <= pair[1].at, "{pair:?}");
    }
    assert!(
        calls[1].answered - calls[1].at >= ms(150),
        "hung: {:?}",
        calls[1]
    );
    assert!(calls.iter().all(|c| c.status == 200 && c.created.is_none()));
}

#[tokio::test]
async fn enforced_nonce_answers_the_existing_message() {
    use serenity::all::Nonce;
    let fake = Fakecord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(CHANNEL);
    let post = |content: &str, nonce: Nonce, enforce: bool| {
        CreateMessage::new()
            .content(content)
            .nonce(nonce)
            .enforce_nonce(enforce)
    };
    let turn1 = || Nonce::String("turn-1".into());
    let first = channel
        .send_message(&http, post("a", turn1(), true))
        .await
        .unwrap();
    let again = channel
        .send_message(&http, post("a, retried", turn1(), true))
        .await
        .unwrap();
    assert_eq!(again.id, first.id);
    assert_eq!(again.content, "a", "the existing message, not the retry's");
    assert!(matches!(&first.nonce, Some(Nonce::String(n)) if n == "turn-1"));
    assert_eq!(fake.channel_messages(CHANNEL).len(), 1);
    let created: Vec<Option<u64>> = fake.calls().iter().map(|c| c.created).collect();
    assert_eq!(created, [Some(first.id.get()), None]);
    assert!(fake.calls().iter().all(|c| c.status == 200));

    // Another channel: a nonce of its own.
    let elsewhere = ChannelId::new(101)
        .send_message(&http, post("b", turn1(), true))
        .await
        .unwrap();
    assert_ne!(elsewhere.id, first.id);
    // Without enforce_nonce the nonce is only stored, and a repeat is a second message.
    for _ in 0..2 {
        channel
            .send_message(&http, post("c", Nonce::String("turn-2".into()), false))
            .await
            .unwrap();
    }
    assert_eq!(fake.messages_with_nonce(CHANNEL, "turn-2").len(), 2);
    assert_eq!(fake.messages_with_nonce(CHANNEL, "turn-1").len(), 1);
    assert!(fake.messages_with_nonce(CHANNEL, "turn-3").is_empty());
    // Integer nonces work the same, and are echoed as integers.
    for _ in 0..2 {
        channel
            .send_message(&http, post("d", Nonce::Number(42), true))
            .await
            .unwrap();
    }
    let numbered = fake.messages_with_nonce(CHANNEL, "42");
    assert_eq!(numbered.len(), 1);
    assert_eq!(numbered[0]["nonce"], 42);
    let nonces: Vec<(u64, &str)> = vec![
        (CHANNEL, "turn-1"),
        (101, "turn-1"),
        (CHANNEL, "turn-2"),
        (CHANNEL, "turn-2"),
        (CHANNEL, "42"),
    ];
    let created = fake.created_nonces();
    let created: Vec<(u64, &str)> = created.iter().map(|(c, n)| (*c, n.as_str())).collect();
    assert_eq!(created, nonces);
    // An enforced repeat of a nonce first sent without enforcement is deduplicated too.
    let repeat = channel
        .send_message(&http, post("e", Nonce::String("turn-2".into()), true))
        .await
        .unwrap();
    assert_eq!(
        content(&fake.messages_with_nonce(CHANNEL, "turn-2")[0]),
        "c"
    );
    assert_eq!(repeat.content, "c");
    assert_eq!(fake.created_nonces().len(), 5);
}

#[tokio::test]
async fn nonce_longer_than_25_characters_is_refused() {
    use serenity::all::Nonce;
    let fake = Fakecord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(CHANNEL);
    let long = CreateMessage::new()
        .content("x")
        .nonce(Nonce::String("n".repeat(26)))
        .enforce_nonce(true);
    match channel.send_message(&http, long).await {
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
            assert_eq!(response.status_code.as_u16(), 400);
            assert_eq!(response.error.code, 50035);
            assert_eq!(response.error.errors[0].path, "nonce");
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(fake.channel_messages(CHANNEL).is_empty());
    assert_eq!(fake.calls()[0].created, None);
    let exact = CreateMessage::new()
        .content("x")
        .nonce(Nonce::String("n".repeat(25)))
        .enforce_nonce(true);
    channel
        .send_message(&http, exact)
        .await
        .expect("25 is fine");
    assert_eq!(fake.created_nonces(), [(CHANNEL, "n".repeat(25))]);
    // Neither a string nor an integer.
    let rest = Rest::new(&fake);
    let odd = rest
        .post(CHANNEL, json!({"content": "x", "nonce": 1.5}))
        .await;
    assert_eq!((odd.status, &odd.body["code"]), (400, &json!(50035)));
}

#[tokio::test]
async fn interaction_responses_record_the_messages_they_create() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    fake.command(&alice(), CHANNEL, "board", Value::Null).await;
    fake.wait_for_call(|c| c.method == "POST" && c.path.starts_with("/webhooks/"))
        .await;
    let messages = fake.channel_messages(CHANNEL);
    let ids: Vec<u64> = messages
        .iter()
        .map(|m| m["id"].as_str().unwrap().parse().unwrap())
        .collect();
    let created = |pred: &dyn Fn(&support::fakecord::Call) -> bool| {
        let calls = fake.calls();
        calls.iter().find(|c| pred(c)).map(|c| c.created).unwrap()
    };
    assert_eq!(created(&|c| c.path.ends_with("/callback")), Some(ids[0]));
    assert_eq!(
        created(&|c| c.method == "PATCH"),
        None,
        "an edit creates none"
    );
    assert_eq!(
        created(&|c| c.method == "POST" && c.path.starts_with("/webhooks/")),
        Some(ids[1])
    );
    bot.stop().await;
}

#[tokio::test]
async fn multipart_responses_keep_their_files_and_list_them_on_the_message() {
    let fake = Fakecord::start().await;
    let bot = RunningBot::start(&fake).await;
    let answer = fake.command(&alice(), CHANNEL, "files", Value::Null).await;
    assert_eq!(answer["data"]["content"], "two files");
    let call = fake
        .calls()
        .into_iter()
        .find(|c| c.path.ends_with("/callback"))
        .expect("the callback");
    let names: Vec<(&str, &str)> = call
        .files
        .iter()
        .map(|f| (f.field.as_str(), f.filename.as_str()))
        .collect();
    assert_eq!(names, [("files[0]", "a.json"), ("files[1]", "b.txt")]);
    assert_eq!(call.files[1].text(), "héllo\n");
    let message = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .find(|m| m["id"].as_str() == call.created.map(|id| id.to_string()).as_deref())
        .expect("the response message");
    assert_eq!(message["attachments"][1]["filename"], "b.txt");
    assert_eq!(message["attachments"][1]["size"], 7);

    // Both files as `files[0]` (serenity's raw call without the builder) are refused.
    let answer = fake
        .command(&alice(), CHANNEL, "files-raw", Value::Null)
        .await;
    assert_eq!(answer["data"]["content"], "refused 400 50035");
    bot.stop().await;
}

#[tokio::test]
async fn bucket_limit_sends_headers_and_429s_per_channel() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    fake.set_bucket_limit("POST", "/channels/", 2, ms(400));
    let one = rest.post(1, json!({"content": "a"})).await;
    let two = rest.post(1, json!({"content": "b"})).await;
    assert_eq!((one.status, two.status), (200, 200));
    assert_eq!(one.header("x-ratelimit-limit"), Some("2"));
    assert_eq!(one.header("x-ratelimit-remaining"), Some("1"));
    assert_eq!(two.header("x-ratelimit-remaining"), Some("0"));
    let hash = one.header("x-ratelimit-bucket").expect("bucket hash");
    assert_eq!(two.header("x-ratelimit-bucket"), Some(hash));
    let reset_after = one.header_f64("x-ratelimit-reset-after");
    assert!(reset_after > 0.0 && reset_after <= 0.4, "{reset_after}");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64();
    let reset = one.header_f64("x-ratelimit-reset");
    assert!(reset > now - 1.0 && reset < now + 1.0, "{reset} vs {now}");

    let refused = rest.post(1, json!({"content": "c"})).await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.body["global"], false);
    assert_eq!(refused.body["message"], "You are being rate limited.");
    let retry_after = refused.body["retry_after"].as_f64().unwrap();
    assert!(retry_after > 0.0 && retry_after <= 0.4, "{retry_after}");
    assert_eq!(refused.header("retry-after"), Some("1"));
    assert_eq!(refused.header("x-ratelimit-scope"), Some("user"));
    assert_eq!(refused.header("x-ratelimit-remaining"), Some("0"));
    assert_eq!(
        fake.channel_messages(1).len(),
        2,
        "the refused post is not served"
    );

    // Another channel has a bucket of its own, with the same hash.
    let other = rest.post(2, json!({"content": "d"})).await;
    assert_eq!(other.status, 200);
    assert_eq!(other.header("x-ratelimit-remaining"), Some("1"));
    assert_eq!(other.header("x-ratelimit-bucket"), Some(hash));
    // Another route shape: another hash. Another method is not limited at all.
    let thread = rest
        .send("POST", "/channels/1/messages/5/threads", json!({}))
        .await;
    assert_ne!(thread.header("x-ratelimit-bucket"), Some(hash));
    assert!(thread.header("x-ratelimit-bucket").is_some());
    let edit = rest
        .send(
            "PATCH",
            &format!("/channels/1/messages/{}", one.id()),
            json!({"content": "a2"}),
        )
        .await;
    assert_eq!(edit.status, 200);
    assert!(edit.header("x-ratelimit-bucket").is_none());

    // After the window, the bucket is full again.
    tokio::time::sleep(Duration::from_secs_f64(retry_after)).await;
    let later = rest.post(1, json!({"content": "e"})).await;
    assert_eq!(later.status, 200);
    assert_eq!(later.header("x-ratelimit-remaining"), Some("1"));
    assert_eq!(fake.rate_limited_count(), 1);
    assert_eq!(fake.invalid_request_count(), 1);

    // Opening DMs is one bucket, whoever the recipient.
    fake.set_bucket_limit("POST", "/users/@me/channels", 1, Duration::from_secs(10));
    let dm = |user: u64| {
        rest.send(
            "POST",
            "/users/@me/channels",
            json!({"recipient_id": user.to_string()}),
        )
    };
    assert_eq!(dm(555).await.status, 200);
    let second = dm(556).await;
    assert_eq!(second.status, 429);
    assert_eq!(second.header("x-ratelimit-scope"), Some("user"));
    assert_eq!(fake.rate_limited_count(), 2);
}

#[tokio::test]
async fn global_limit_refuses_the_excess_and_spares_interactions() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    fake.set_global_limit(5);
    let mut statuses = Vec::new();
    let mut refused = None;
    for _ in 0..8 {
        let answer = rest.send("GET", "/users/@me", Value::Null).await;
        statuses.push(answer.status);
        if answer.status == 429 {
            refused = Some(answer);
        }
    }
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    let refused = refused.unwrap();
    assert_eq!(refused.body["global"], true);
    let retry_after = refused.body["retry_after"].as_f64().unwrap();
    assert!(retry_after > 0.0 && retry_after <= 1.0, "{retry_after}");
    assert_eq!(refused.header("x-ratelimit-global"), Some("true"));
    assert_eq!(refused.header("x-ratelimit-scope"), Some("global"));
    assert_eq!(refused.header("retry-after"), Some("1"));
    // Interaction endpoints are not bound by it.
    let callback = rest
        .send("POST", "/interactions/1/tok/callback", json!({"type": 1}))
        .await;
    assert_eq!(callback.status, 404, "Unknown interaction, not 429");
    let followup = rest
        .send("POST", &format!("/webhooks/{APP_ID}/tok"), json!({}))
        .await;
    assert_eq!(followup.status, 404);
    assert_eq!(fake.peak_requests_per_second(), 8);
    assert_eq!(fake.rate_limited_count(), 3);
    assert_eq!(fake.invalid_request_count(), 3);

    tokio::time::sleep(Duration::from_secs_f64(retry_after) + ms(20)).await;
    assert_eq!(
        rest.send("GET", "/users/@me", Value::Null).await.status,
        200
    );
    assert_eq!(fake.peak_requests_per_second(), 8);
}

#[tokio::test]
async fn peak_requests_per_second_uses_a_sliding_window() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    for _ in 0..3 {
        rest.send("GET", "/gateway", Value::Null).await;
    }
    assert_eq!(fake.peak_requests_per_second(), 3);
    tokio::time::sleep(ms(1100)).await;
    for _ in 0..2 {
        rest.send("GET", "/gateway", Value::Null).await;
    }
    assert_eq!(fake.peak_requests_per_second(), 3, "two windows, not one");
    for _ in 0..2 {
        rest.send("GET", "/gateway", Value::Null).await;
    }
    assert_eq!(fake.peak_requests_per_second(), 4);
}

#[tokio::test]
async fn injected_statuses_and_errors_answer_without_creating() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    fake.inject_status("POST", "/channels/5/messages", 503, 1);
    let unavailable = rest.post(5, json!({"content": "a"})).await;
    assert_eq!(unavailable.status, 503);
    assert_eq!(
        unavailable.body,
        json!({"message": "503: Service Unavailable", "code": 0})
    );
    assert_eq!(rest.post(5, json!({"content": "a"})).await.status, 200);
    assert_eq!(fake.channel_messages(5).len(), 1);
    let created: Vec<bool> = fake.calls().iter().map(|c| c.created.is_some()).collect();
    assert_eq!(created, [false, true]);

    fake.inject_status("post", "/api/v10/channels/5/", 502, 1);
    let bad_gateway = rest.post(5, json!({"content": "b"})).await;
    assert_eq!(bad_gateway.status, 502);
    assert!(bad_gateway
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    assert!(bad_gateway
        .body
        .as_str()
        .unwrap()
        .contains("502 Bad Gateway"));

    // A Discord error, as serenity sees it, for the next two posts only.
    fake.inject_error("POST", "/channels/6/", 403, 50013, "Missing Permissions", 2);
    let http = http(&fake);
    let channel = ChannelId::new(6);
    for _ in 0..2 {
        match channel.say(&http, "hi").await {
            Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
                assert_eq!(response.status_code.as_u16(), 403);
                assert_eq!(response.error.code, 50013);
                assert_eq!(response.error.message, "Missing Permissions");
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    channel
        .say(&http, "hi")
        .await
        .expect("the third goes through");
    assert_eq!(fake.channel_messages(6).len(), 1);
    assert_eq!(fake.invalid_request_count(), 2);
    assert_eq!(fake.rate_limited_count(), 0);
}

#[tokio::test]
async fn hung_request_is_served_after_the_client_gave_up() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    fake.inject_hang("POST", "/channels/7/messages", Duration::from_secs(1), 1);
    let abandoned = rest
        .request("POST", "/channels/7/messages", &json!({"content": "slow"}))
        .timeout(ms(200))
        .send()
        .await;
    assert!(abandoned.unwrap_err().is_timeout());
    let served = fake
        .wait_for_call(|c| c.path == "/channels/7/messages")
        .await;
    assert_eq!(served.status, 200);
    assert!(
        served.answered - served.at >= Duration::from_secs(1),
        "{served:?}"
    );
    let messages = fake.channel_messages(7);
    assert_eq!(messages.len(), 1);
    assert_eq!(
        served.created,
        Some(messages[0]["id"].as_str().unwrap().parse().unwrap())
    );
    // Only the next call hangs.
    let quick = rest.post(7, json!({"content": "quick"})).await;
    assert_eq!(quick.status, 200);
    let last = fake.calls().pop().unwrap();
    assert!(last.answered - last.at < ms(900), "{last:?}");
}

#[tokio::test]
async fn forbidden_channel_refuses_posts_and_edits_until_allowed() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    let posted = rest.post(8, json!({"content": "before"})).await;
    let edit_path = format!("/channels/8/messages/{}", posted.id());
    fake.forbid_channel(8, 50001);
    let refused = rest.post(8, json!({"content": "x"})).await;
    assert_eq!(refused.status, 403);
    assert_eq!(
        refused.body,
        json!({"code": 50001, "message": "Missing Access"})
    );
    let edit = rest
        .send("PATCH", &edit_path, json!({"content": "x"}))
        .await;
    assert_eq!((edit.status, &edit.body["code"]), (403, &json!(50001)));
    let read = rest.send("GET", "/channels/8/messages", Value::Null).await;
    assert_eq!(read.status, 200, "reads still work");
    assert_eq!(rest.post(9, json!({"content": "x"})).await.status, 200);

    fake.forbid_channel(8, 50013);
    let refused = rest.post(8, json!({"content": "x"})).await;
    assert_eq!(refused.status, 403);
    assert_eq!(refused.body["message"], "Missing Permissions");
    fake.forbid_channel(8, 10003);
    let refused = rest.post(8, json!({"content": "x"})).await;
    assert_eq!(refused.status, 404);
    assert_eq!(
        refused.body,
        json!({"code": 10003, "message": "Unknown Channel"})
    );

    fake.allow_channel(8);
    assert_eq!(rest.post(8, json!({"content": "after"})).await.status, 200);
    let messages = fake.channel_messages(8);
    let contents: Vec<&str> = messages.iter().map(content).collect();
    assert_eq!(contents, ["before", "after"]);
    assert_eq!(
        fake.invalid_request_count(),
        3,
        "three 403s; a 404 does not count"
    );
}

#[tokio::test]
async fn closed_dms_can_be_opened_again() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    let dm = DM_CHANNEL_BASE + 555;
    fake.close_dms(555);
    let refused = rest.post(dm, json!({"content": "your turn"})).await;
    assert_eq!(
        (refused.status, &refused.body["code"]),
        (403, &json!(50007))
    );
    fake.open_dms(555);
    assert_eq!(
        rest.post(dm, json!({"content": "your turn"})).await.status,
        200
    );
    assert_eq!(fake.dm_messages(555).len(), 1);
    assert_eq!(fake.invalid_request_count(), 1);
}

#[tokio::test]
async fn edits_of_counts_patches_of_one_message() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    let board = rest.post(CHANNEL, json!({"content": "board"})).await.id();
    let other = rest.post(CHANNEL, json!({"content": "other"})).await.id();
    for round in 0..3 {
        let path = format!("/channels/{CHANNEL}/messages/{board}");
        let edit = rest
            .send("PATCH", &path, json!({"content": format!("board {round}")}))
            .await;
        assert_eq!(edit.status, 200);
    }
    let path = format!("/channels/{CHANNEL}/messages/{other}");
    rest.send("PATCH", &path, json!({"content": "x"})).await;
    assert_eq!(fake.edits_of(CHANNEL, board), 3);
    assert_eq!(fake.edits_of(CHANNEL, other), 1);
    assert_eq!(fake.edits_of(CHANNEL + 1, board), 0);
    assert_eq!(content(&fake.channel_messages(CHANNEL)[0]), "board 2");
}

#[tokio::test]
async fn injected_rules_apply_in_their_fixed_order() {
    let fake = Fakecord::start().await;
    let rest = Rest::new(&fake);
    // A hang delays an injected status, which wins over a forbidden channel.
    fake.forbid_channel(10, 50013);
    fake.inject_hang("POST", "/channels/10/", ms(200), 1);
    fake.inject_status("POST", "/channels/10/", 500, 1);
    assert_eq!(rest.post(10, json!({"content": "x"})).await.status, 500);
    let first = fake.calls().pop().unwrap();
    assert!(first.answered - first.at >= ms(200), "{first:?}");
    assert_eq!(rest.post(10, json!({"content": "x"})).await.status, 403);
    fake.allow_channel(10);
    // The global limit comes before the bucket limit, which comes before inject_rate_limit.
    fake.set_global_limit(100);
    fake.set_bucket_limit("POST", "/channels/11/", 1, Duration::from_secs(10));
    fake.inject_rate_limit("POST", "/channels/11/", 0.5, 1);
    let limited = rest.post(11, json!({"content": "x"})).await;
    assert_eq!(
        limited.status, 429,
        "inject_rate_limit, after the bucket let it in"
    );
    assert_eq!(limited.body["retry_after"], 0.5);
    let bucket = rest.post(11, json!({"content": "x"})).await;
    assert_eq!(bucket.status, 429, "bucket");
    assert_eq!(bucket.header("x-ratelimit-remaining"), Some("0"));
    assert!(fake.channel_messages(11).is_empty());
    fake.set_global_limit(1);
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(rest.post(12, json!({"content": "x"})).await.status, 200);
    let global = rest.post(11, json!({"content": "x"})).await;
    assert_eq!(global.body["global"], true, "global before bucket");
    assert_eq!(fake.rate_limited_count(), 3);
}

//! Proves the loopback fake Discord (`tests/support/fakecord.rs`) works with a real serenity
//! 0.12.5 client: gateway handshake, each interaction kind, DMs, injected errors, restarts.

mod support;

use std::sync::Arc;

use serde_json::{json, Value};
use serenity::all::{
    ChannelId, Client, ClientBuilder, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, Context, CreateActionRow, CreateAutocompleteResponse,
    CreateButton, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, EventHandler, GatewayIntents, HttpBuilder,
    Interaction, Ready, ResolvedValue, ShardManager,
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

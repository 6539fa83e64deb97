# Discord: buttons of the table message and messages only the bot itself sends.

discord-button-join = Join
discord-button-leave = Leave
discord-button-bot = Add a bot
discord-button-start = Start
discord-button-hand = Show my hand
discord-done = Done.
discord-unknown-command = This bot does not know that command; its commands may be updating, try again in a minute.
discord-dms-closed = { $player }, I cannot send you direct messages, so your hand stays private only through /hand or the “Show my hand” button.

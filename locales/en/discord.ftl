# Discord: buttons of the table message and messages only the bot itself sends.

discord-button-join = Join
discord-button-leave = Leave
discord-button-bot = Add a bot
discord-button-start = Start
discord-button-hand = Show my hand
discord-done = Done.
discord-unknown-command = This bot does not know that command; its commands may be updating, try again in a minute.
discord-dms-closed = { $player }, I cannot send you direct messages, so you see your hand with /hand or the “Show my hand” button. Allow direct messages from this server, then start a game or use /hand, and I try again (in any case after a day).
discord-channel-unreachable = I can no longer post in { $channel } ({ $reason ->
        [gone] the channel is gone
        [access] I have no access to it
       *[permission] a permission of mine is missing there
    }), so I stopped sending messages there. Give me View Channel, Send Messages and Embed Links in that channel, then open a table again with /game new.
discord-deadline = ⏳ Time to move runs out { $when }.
discord-reminder-where = Table: { $channel }
discord-reminder-jump = Go to the table
discord-unknown-button = I do not know this button, or it belongs to another channel. Use the buttons of this channel's table message, or /game status.
discord-dm-control-refused = This button or menu cannot act from here now. Your tables are listed by /game mine; the table message in the game's channel works as well.
discord-button-play = Play
discord-menu-choose = Choose your move
discord-menu-previous = ◀ Previous
discord-menu-next = Next ▶
discord-menu-page = Your moves, page { $page } of { $pages }.
discord-menu-kind = Choose a kind of move
discord-menu-kinds = ◀ Kinds of moves
discord-menu-other = Other moves
discord-button-rematch = Rematch
discord-thread-summary = { $summary } Thread: { $thread }

# Local mode: a table in the terminal.

local-welcome = Welcome to gametable! You sit in seat 1; AI players fill the other seats.
local-resumed = Your unfinished game was restored; it continues where it stopped.
local-help = Type a move as the legal moves are written (they are listed on your turn) and press Enter. Commands: hand — your hand and legal moves; board — the table; away / back — let the AI play for you, and take your seat back; rules — the rules; new — start a new game; quit — leave (the game is saved and resumes next time).
# Before the rules in the terminal; $id is the id `--game` takes.
local-rules-note = The rules below speak of Discord's commands too. In the terminal you type just the move, as your legal moves are listed, and give table options when you start: `gametable local --game { $id } --option key=value`.
local-prompt = Your move:
local-unreadable = That line is not readable text (it is not UTF-8), so it was ignored. Type it again.
local-no-game = No game in progress. Type new to start one, or quit.
local-bye = Bye! Your game is saved.
# Your name at the table when none is given (no --name and no $USER).
local-default-name = Player

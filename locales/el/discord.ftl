# Discord: τα κουμπιά του μηνύματος του τραπεζιού και μηνύματα που στέλνει μόνο το bot.

discord-button-join = Μπαίνω
discord-button-leave = Φεύγω
discord-button-bot = Προσθήκη bot
discord-button-start = Έναρξη
discord-button-hand = Τα φύλλα μου
discord-done = Έγινε.
discord-unknown-command = Δεν ξέρω αυτή την εντολή· ίσως οι εντολές μου ενημερώνονται αυτή τη στιγμή, δοκίμασε ξανά σε ένα λεπτό.
discord-dms-closed = { $player }, δεν μπορώ να σου στείλω προσωπικά μηνύματα, οπότε τα φύλλα σου θα τα βλέπεις μόνο με την εντολή /χέρι ή με το κουμπί «Τα φύλλα μου».

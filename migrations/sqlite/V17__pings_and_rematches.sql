-- Pings have limits: when the bot last pinged each person in a channel because of
-- another person's command (JSON, [[user, at], …]), and the last game whose Rematch button
-- was used (a button works once).
ALTER TABLE channels ADD COLUMN pinged TEXT;
ALTER TABLE channels ADD COLUMN rematched INTEGER;

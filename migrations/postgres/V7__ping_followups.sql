-- As SQLite's migration 19: the webhook of the interaction a channel's ping post was made
-- through (JSON: application, interaction, token, when the token expires).
ALTER TABLE channels ADD COLUMN ping_followup TEXT;

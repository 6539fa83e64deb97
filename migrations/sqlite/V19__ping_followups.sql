-- The webhook of the interaction a channel's ping post was made through (JSON: application,
-- interaction, token, when the token expires): the next ping deletes it through that
-- webhook while the token is valid, outside the bot's global rate limit.
ALTER TABLE channels ADD COLUMN ping_followup TEXT;

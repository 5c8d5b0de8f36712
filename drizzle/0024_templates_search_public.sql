-- Search must not tell what a paywall hides (issue 12): the trigram index holds a paid template's
-- preview (core/library previewOf, written here in SQL: the whole paragraphs up to 600 characters) and a
-- free template's whole body. Contentless, so the index is all it keeps; kept by triggers as before.
-- Grams rows of paid templates indexed the whole body: removed here; the seed and approvals write them
-- from the preview (core/library searchableBody).
DROP TRIGGER IF EXISTS `templates_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `templates_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `templates_fts_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `templates_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `templates_fts` USING fts5(title, summary, body, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
INSERT INTO templates_fts(rowid, title, summary, body) SELECT t.id, t.title, t.summary, CASE WHEN t.price_fen > 0 THEN CASE WHEN length(t.body) <= 600 THEN t.body WHEN (length(rtrim(substr(t.body, 1, 601), replace(substr(t.body, 1, 601), char(10), ''))) - 1) > 300 THEN rtrim(substr(t.body, 1, (length(rtrim(substr(t.body, 1, 601), replace(substr(t.body, 1, 601), char(10), ''))) - 1)), ' ' || char(9, 10, 13) || '　') ELSE rtrim(substr(t.body, 1, 600), ' ' || char(9, 10, 13) || '　') END ELSE t.body END FROM templates t;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_insert` AFTER INSERT ON `templates` BEGIN
  INSERT INTO templates_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, CASE WHEN new.price_fen > 0 THEN CASE WHEN length(new.body) <= 600 THEN new.body WHEN (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1) > 300 THEN rtrim(substr(new.body, 1, (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1)), ' ' || char(9, 10, 13) || '　') ELSE rtrim(substr(new.body, 1, 600), ' ' || char(9, 10, 13) || '　') END ELSE new.body END);
END;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_delete` AFTER DELETE ON `templates` BEGIN
  DELETE FROM templates_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_update` AFTER UPDATE OF title, summary, body, price_fen ON `templates` BEGIN
  DELETE FROM templates_fts WHERE rowid = old.id;
  INSERT INTO templates_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, CASE WHEN new.price_fen > 0 THEN CASE WHEN length(new.body) <= 600 THEN new.body WHEN (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1) > 300 THEN rtrim(substr(new.body, 1, (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1)), ' ' || char(9, 10, 13) || '　') ELSE rtrim(substr(new.body, 1, 600), ' ' || char(9, 10, 13) || '　') END ELSE new.body END);
END;
--> statement-breakpoint
DELETE FROM templates_grams WHERE rowid IN (SELECT id FROM templates WHERE price_fen > 0);

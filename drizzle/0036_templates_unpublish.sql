-- Unpublished templates (console content management, as clauses in 0035): the row stays for its buyers
-- and the console, the site and the trigram index leave it out. The index keeps 0024's rule: a paid
-- template's preview only. The grams rows are written and removed by the console in the same batch.
ALTER TABLE `templates` ADD `hidden_at` integer;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `templates_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `templates_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_insert` AFTER INSERT ON `templates` WHEN new.hidden_at IS NULL BEGIN
  INSERT INTO templates_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, CASE WHEN new.price_fen > 0 THEN CASE WHEN length(new.body) <= 600 THEN new.body WHEN (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1) > 300 THEN rtrim(substr(new.body, 1, (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1)), ' ' || char(9, 10, 13) || '　') ELSE rtrim(substr(new.body, 1, 600), ' ' || char(9, 10, 13) || '　') END ELSE new.body END);
END;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_update` AFTER UPDATE OF title, summary, body, price_fen, hidden_at ON `templates` BEGIN
  DELETE FROM templates_fts WHERE rowid = old.id;
  INSERT INTO templates_fts(rowid, title, summary, body) SELECT new.id, new.title, new.summary, CASE WHEN new.price_fen > 0 THEN CASE WHEN length(new.body) <= 600 THEN new.body WHEN (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1) > 300 THEN rtrim(substr(new.body, 1, (length(rtrim(substr(new.body, 1, 601), replace(substr(new.body, 1, 601), char(10), ''))) - 1)), ' ' || char(9, 10, 13) || '　') ELSE rtrim(substr(new.body, 1, 600), ' ' || char(9, 10, 13) || '　') END ELSE new.body END WHERE new.hidden_at IS NULL;
END;

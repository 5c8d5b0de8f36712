-- Unpublished clauses (console content management, as regulations and cases in 0030): the row stays,
-- the site and the trigram index leave it out; the grams rows are written and removed by the console.
ALTER TABLE `clauses` ADD `hidden_at` integer;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `clauses_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `clauses_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `clauses_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `clauses_fts_insert` AFTER INSERT ON `clauses` WHEN new.hidden_at IS NULL BEGIN
  INSERT INTO clauses_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_fts_delete` AFTER DELETE ON `clauses` WHEN old.hidden_at IS NULL BEGIN
  INSERT INTO clauses_fts(clauses_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_fts_update` AFTER UPDATE OF title, body, hidden_at ON `clauses` BEGIN
  INSERT INTO clauses_fts(clauses_fts, rowid, title, body) SELECT 'delete', old.id, old.title, old.body WHERE old.hidden_at IS NULL;
  INSERT INTO clauses_fts(rowid, title, body) SELECT new.id, new.title, new.body WHERE new.hidden_at IS NULL;
END;

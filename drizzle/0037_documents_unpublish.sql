-- Unpublished documents (console content management, as clauses in 0035): the row stays for the
-- console, the site and the trigram index leave it out; the grams rows are written and removed by the
-- console in the same batch as the row.
ALTER TABLE `documents` ADD `hidden_at` integer;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `documents_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `documents_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `documents_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_insert` AFTER INSERT ON `documents` WHEN new.hidden_at IS NULL BEGIN
  INSERT INTO documents_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_delete` AFTER DELETE ON `documents` WHEN old.hidden_at IS NULL BEGIN
  INSERT INTO documents_fts(documents_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_update` AFTER UPDATE OF title, summary, body, hidden_at ON `documents` BEGIN
  INSERT INTO documents_fts(documents_fts, rowid, title, summary, body) SELECT 'delete', old.id, old.title, old.summary, old.body WHERE old.hidden_at IS NULL;
  INSERT INTO documents_fts(rowid, title, summary, body) SELECT new.id, new.title, new.summary, new.body WHERE new.hidden_at IS NULL;
END;

-- Console content management (issue 16): a text or case the console unpublishes keeps its row
-- (hidden_at set) but leaves the site and its search indexes. The trigram tables hold only visible
-- rows: their triggers now skip hidden ones and an update of hidden_at adds or removes the row. The
-- grams rows are written and removed by the console beside the row (worker/features/content).
ALTER TABLE `cases` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `regulations` ADD `hidden_at` integer;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `regulations_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `regulations_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `regulations_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `regulations_fts_insert` AFTER INSERT ON `regulations` WHEN new.hidden_at IS NULL BEGIN
  INSERT INTO regulations_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_fts_delete` AFTER DELETE ON `regulations` WHEN old.hidden_at IS NULL BEGIN
  INSERT INTO regulations_fts(regulations_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_fts_update` AFTER UPDATE OF title, body, hidden_at ON `regulations` BEGIN
  INSERT INTO regulations_fts(regulations_fts, rowid, title, body) SELECT 'delete', old.id, old.title, old.body WHERE old.hidden_at IS NULL;
  INSERT INTO regulations_fts(rowid, title, body) SELECT new.id, new.title, new.body WHERE new.hidden_at IS NULL;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `cases_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `cases_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `cases_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `cases_fts_insert` AFTER INSERT ON `cases` WHEN new.hidden_at IS NULL BEGIN
  INSERT INTO cases_fts(rowid, title, holding, body) VALUES (new.id, new.title, new.holding, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `cases_fts_delete` AFTER DELETE ON `cases` WHEN old.hidden_at IS NULL BEGIN
  INSERT INTO cases_fts(cases_fts, rowid, title, holding, body) VALUES ('delete', old.id, old.title, old.holding, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `cases_fts_update` AFTER UPDATE OF title, holding, body, hidden_at ON `cases` BEGIN
  INSERT INTO cases_fts(cases_fts, rowid, title, holding, body) SELECT 'delete', old.id, old.title, old.holding, old.body WHERE old.hidden_at IS NULL;
  INSERT INTO cases_fts(rowid, title, holding, body) SELECT new.id, new.title, new.holding, new.body WHERE new.hidden_at IS NULL;
END;

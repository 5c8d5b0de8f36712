-- Full-text search over the contract library (DESIGN §5): FTS5 with the trigram tokenizer, kept in
-- step with `templates` by triggers. Queries shorter than 3 characters fall back to LIKE in the service.
CREATE VIRTUAL TABLE `templates_fts` USING fts5(title, summary, body, content='templates', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `templates_fts_insert` AFTER INSERT ON `templates` BEGIN
  INSERT INTO templates_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_delete` AFTER DELETE ON `templates` BEGIN
  INSERT INTO templates_fts(templates_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `templates_fts_update` AFTER UPDATE OF title, summary, body ON `templates` BEGIN
  INSERT INTO templates_fts(templates_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
  INSERT INTO templates_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;

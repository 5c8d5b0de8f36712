-- Full-text search over lawyers' articles and legal knowledge, as for the other libraries (0003, 0007).
CREATE VIRTUAL TABLE `articles_fts` USING fts5(title, summary, body, content='articles', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `articles_fts_insert` AFTER INSERT ON `articles` BEGIN
  INSERT INTO articles_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_delete` AFTER DELETE ON `articles` BEGIN
  INSERT INTO articles_fts(articles_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_fts_update` AFTER UPDATE OF title, summary, body ON `articles` BEGIN
  INSERT INTO articles_fts(articles_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
  INSERT INTO articles_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;

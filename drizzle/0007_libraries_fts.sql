-- Full-text search over clauses, documents, laws and regulations and cases (DESIGN §5), as for templates
-- (0003): FTS5 trigram tables kept in step by triggers; queries under 3 characters fall back to LIKE.
CREATE VIRTUAL TABLE `clauses_fts` USING fts5(title, body, content='clauses', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `clauses_fts_insert` AFTER INSERT ON `clauses` BEGIN
  INSERT INTO clauses_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_fts_delete` AFTER DELETE ON `clauses` BEGIN
  INSERT INTO clauses_fts(clauses_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_fts_update` AFTER UPDATE OF title, body ON `clauses` BEGIN
  INSERT INTO clauses_fts(clauses_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  INSERT INTO clauses_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `documents_fts` USING fts5(title, summary, body, content='documents', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `documents_fts_insert` AFTER INSERT ON `documents` BEGIN
  INSERT INTO documents_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_delete` AFTER DELETE ON `documents` BEGIN
  INSERT INTO documents_fts(documents_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_update` AFTER UPDATE OF title, summary, body ON `documents` BEGIN
  INSERT INTO documents_fts(documents_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
  INSERT INTO documents_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `regulations_fts` USING fts5(title, body, content='regulations', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `regulations_fts_insert` AFTER INSERT ON `regulations` BEGIN
  INSERT INTO regulations_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_fts_delete` AFTER DELETE ON `regulations` BEGIN
  INSERT INTO regulations_fts(regulations_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_fts_update` AFTER UPDATE OF title, body ON `regulations` BEGIN
  INSERT INTO regulations_fts(regulations_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  INSERT INTO regulations_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `cases_fts` USING fts5(title, holding, body, content='cases', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `cases_fts_insert` AFTER INSERT ON `cases` BEGIN
  INSERT INTO cases_fts(rowid, title, holding, body) VALUES (new.id, new.title, new.holding, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `cases_fts_delete` AFTER DELETE ON `cases` BEGIN
  INSERT INTO cases_fts(cases_fts, rowid, title, holding, body) VALUES ('delete', old.id, old.title, old.holding, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `cases_fts_update` AFTER UPDATE OF title, holding, body ON `cases` BEGIN
  INSERT INTO cases_fts(cases_fts, rowid, title, holding, body) VALUES ('delete', old.id, old.title, old.holding, old.body);
  INSERT INTO cases_fts(rowid, title, holding, body) VALUES (new.id, new.title, new.holding, new.body);
END;

-- Short-query index for every other library, as templates_grams (0011) is for the contract library
-- (ADR 0013, core/search-grams.ts): one contentless FTS5 table per library, rowid = the row's id, the
-- Han text of the title and of the other searched columns as single characters and adjacent pairs,
-- written by the code that writes the rows (the seed backfills rows that predate this). A trigger can
-- drop a deleted row's grams but cannot split text.
CREATE VIRTUAL TABLE `clauses_grams` USING fts5(title, rest, content='', contentless_delete=1, tokenize='unicode61');
--> statement-breakpoint
CREATE TRIGGER `clauses_grams_delete` AFTER DELETE ON `clauses` BEGIN
  DELETE FROM clauses_grams WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `documents_grams` USING fts5(title, rest, content='', contentless_delete=1, tokenize='unicode61');
--> statement-breakpoint
CREATE TRIGGER `documents_grams_delete` AFTER DELETE ON `documents` BEGIN
  DELETE FROM documents_grams WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `regulations_grams` USING fts5(title, rest, content='', contentless_delete=1, tokenize='unicode61');
--> statement-breakpoint
CREATE TRIGGER `regulations_grams_delete` AFTER DELETE ON `regulations` BEGIN
  DELETE FROM regulations_grams WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `cases_grams` USING fts5(title, rest, content='', contentless_delete=1, tokenize='unicode61');
--> statement-breakpoint
CREATE TRIGGER `cases_grams_delete` AFTER DELETE ON `cases` BEGIN
  DELETE FROM cases_grams WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `articles_grams` USING fts5(title, rest, content='', contentless_delete=1, tokenize='unicode61');
--> statement-breakpoint
CREATE TRIGGER `articles_grams_delete` AFTER DELETE ON `articles` BEGIN
  DELETE FROM articles_grams WHERE rowid = old.id;
END;

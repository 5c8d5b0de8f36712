-- Short-query index for the contract library (core/search-grams.ts): the Han text of each template as
-- single characters and adjacent pairs, written by the code that writes templates (the seed, uploads),
-- since a trigger cannot split text. Contentless: it holds only the index; rowid = templates.id.
CREATE VIRTUAL TABLE `templates_grams` USING fts5(title, rest, content='', contentless_delete=1, tokenize='unicode61');
--> statement-breakpoint
CREATE TRIGGER `templates_grams_delete` AFTER DELETE ON `templates` BEGIN
  DELETE FROM templates_grams WHERE rowid = old.id;
END;

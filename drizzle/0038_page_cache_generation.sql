-- The public pages' edge cache (worker/page-cache, ADR 0030) keys every page by this generation. Triggers
-- bump it when a row a cached page shows is written: content, categories, dictionaries, lawyers and
-- their reviews, ads. An update that only moves a counter (views, downloads, copies, reads, ad
-- impressions) leaves it alone, as do lawyers' activity columns, so page views never empty the cache.
CREATE TABLE `site_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`gen` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `site_generation` (`id`, `gen`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `templates_page_generation_insert` AFTER INSERT ON `templates` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `templates_page_generation_delete` AFTER DELETE ON `templates` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `templates_page_generation_update` AFTER UPDATE ON `templates` WHEN old.views IS new.views AND old.downloads IS new.downloads BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `template_categories_page_generation_insert` AFTER INSERT ON `template_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `template_categories_page_generation_delete` AFTER DELETE ON `template_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `template_categories_page_generation_update` AFTER UPDATE ON `template_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_page_generation_insert` AFTER INSERT ON `documents` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_page_generation_delete` AFTER DELETE ON `documents` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_page_generation_update` AFTER UPDATE ON `documents` WHEN old.views IS new.views AND old.downloads IS new.downloads BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `document_categories_page_generation_insert` AFTER INSERT ON `document_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `document_categories_page_generation_delete` AFTER DELETE ON `document_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `document_categories_page_generation_update` AFTER UPDATE ON `document_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_page_generation_insert` AFTER INSERT ON `clauses` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_page_generation_delete` AFTER DELETE ON `clauses` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `clauses_page_generation_update` AFTER UPDATE ON `clauses` WHEN old.views IS new.views AND old.copies IS new.copies BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `clause_categories_page_generation_insert` AFTER INSERT ON `clause_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `clause_categories_page_generation_delete` AFTER DELETE ON `clause_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `clause_categories_page_generation_update` AFTER UPDATE ON `clause_categories` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_page_generation_insert` AFTER INSERT ON `regulations` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_page_generation_delete` AFTER DELETE ON `regulations` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `regulations_page_generation_update` AFTER UPDATE ON `regulations` WHEN old.views IS new.views AND old.downloads IS new.downloads BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cases_page_generation_insert` AFTER INSERT ON `cases` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cases_page_generation_delete` AFTER DELETE ON `cases` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cases_page_generation_update` AFTER UPDATE ON `cases` WHEN old.views IS new.views BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `case_causes_page_generation_insert` AFTER INSERT ON `case_causes` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `case_causes_page_generation_delete` AFTER DELETE ON `case_causes` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `case_causes_page_generation_update` AFTER UPDATE ON `case_causes` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_page_generation_insert` AFTER INSERT ON `articles` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_page_generation_delete` AFTER DELETE ON `articles` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_page_generation_update` AFTER UPDATE ON `articles` WHEN old.reads IS new.reads BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `article_classifications_page_generation_insert` AFTER INSERT ON `article_classifications` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `article_classifications_page_generation_delete` AFTER DELETE ON `article_classifications` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `article_classifications_page_generation_update` AFTER UPDATE ON `article_classifications` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_cases_page_generation_insert` AFTER INSERT ON `lawyer_cases` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_cases_page_generation_delete` AFTER DELETE ON `lawyer_cases` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_cases_page_generation_update` AFTER UPDATE ON `lawyer_cases` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_fields_page_generation_insert` AFTER INSERT ON `lawyer_fields` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_fields_page_generation_delete` AFTER DELETE ON `lawyer_fields` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_fields_page_generation_update` AFTER UPDATE ON `lawyer_fields` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `professional_fields_page_generation_insert` AFTER INSERT ON `professional_fields` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `professional_fields_page_generation_delete` AFTER DELETE ON `professional_fields` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `professional_fields_page_generation_update` AFTER UPDATE ON `professional_fields` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_reviews_page_generation_insert` AFTER INSERT ON `lawyer_reviews` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_reviews_page_generation_delete` AFTER DELETE ON `lawyer_reviews` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_reviews_page_generation_update` AFTER UPDATE ON `lawyer_reviews` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_page_generation_insert` AFTER INSERT ON `nav_items` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_page_generation_delete` AFTER DELETE ON `nav_items` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_page_generation_update` AFTER UPDATE ON `nav_items` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dict_items_page_generation_insert` AFTER INSERT ON `dict_items` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dict_items_page_generation_delete` AFTER DELETE ON `dict_items` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dict_items_page_generation_update` AFTER UPDATE ON `dict_items` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ad_slots_page_generation_insert` AFTER INSERT ON `ad_slots` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ad_slots_page_generation_delete` AFTER DELETE ON `ad_slots` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ad_slots_page_generation_update` AFTER UPDATE ON `ad_slots` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ad_campaigns_page_generation_insert` AFTER INSERT ON `ad_campaigns` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ad_campaigns_page_generation_delete` AFTER DELETE ON `ad_campaigns` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ad_campaigns_page_generation_update` AFTER UPDATE ON `ad_campaigns` WHEN old.impressions IS new.impressions AND old.clicks IS new.clicks BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nice_entries_page_generation_insert` AFTER INSERT ON `nice_entries` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nice_entries_page_generation_delete` AFTER DELETE ON `nice_entries` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nice_entries_page_generation_update` AFTER UPDATE ON `nice_entries` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_profiles_page_generation_insert` AFTER INSERT ON `lawyer_profiles` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_profiles_page_generation_delete` AFTER DELETE ON `lawyer_profiles` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lawyer_profiles_page_generation_update` AFTER UPDATE OF name, firm, city_code, license_no, practice_since, lawyer_type, title, tags, intro, photo_key, phone_price_fen, online_price_fen, custom_price_fen, review_price_fen, resident, published ON `lawyer_profiles` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_page_generation_update` AFTER UPDATE OF nickname, avatar_key ON `users` BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;

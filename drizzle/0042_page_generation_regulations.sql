-- 0038's regulations trigger named a downloads column that regulations do not have, so every update of a
-- regulation failed. Regulations count views only.
DROP TRIGGER IF EXISTS `regulations_page_generation_update`;
--> statement-breakpoint
CREATE TRIGGER `regulations_page_generation_update` AFTER UPDATE ON `regulations` WHEN old.views IS new.views BEGIN
  UPDATE site_generation SET gen = gen + 1 WHERE id = 1;
END;

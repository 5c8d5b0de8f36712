import { zhCN } from "zod/locales";
import { config } from "zod/v4/core";

// zod's default messages in Chinese wherever a schema has no message of its own, so no English
// "Invalid input" reaches a user. Imported for its effect by the worker and the UI's root; the core
// `config` (the same global as `z.config`) keeps the page bundle from pulling in all of zod.
config(zhCN());

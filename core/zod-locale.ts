import { z } from "zod";
import { zhCN } from "zod/locales";

// zod's default messages in Chinese wherever a schema has no message of its own, so no English
// "Invalid input" reaches a user. Imported for its effect by the worker and the UI's root.
z.config(zhCN());

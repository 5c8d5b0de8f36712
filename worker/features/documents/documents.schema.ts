import { z } from "zod";
import { DOCUMENT_KEYWORD_MAX } from "#core/documents";
import { libraryListInput } from "#core/library";

// Inputs of the document procedures. Filters that come from a URL never fail a page: a malformed
// kind, category or sort falls back to the default instead.
export const documentListInput = libraryListInput(DOCUMENT_KEYWORD_MAX).extend({
  kind: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .catch(undefined),
  sort: z.enum(["latest", "views"]).default("latest").catch("latest"),
});
export type DocumentListInput = z.infer<typeof documentListInput>;

export const documentIdInput = z.object({ id: z.coerce.number({ error: "文书编号无效" }).int("文书编号无效").positive("文书编号无效") });

import { contentIdInput } from "#core/content";
import { keyClauseEdit, keyClauseEnabledInput, keyClauseFields, kindCategoryInput, kindEdit, kindFields } from "#core/contract-check/edit";
import { contentProcedure, router, staffWrite } from "../../trpc/init";
import {
  createKeyClause,
  createKind,
  deleteKeyClause,
  deleteKind,
  linkCategory,
  setKeyClauseEnabled,
  unlinkCategory,
  updateKeyClause,
  updateKind,
} from "./key-clauses.service";
import { consoleKinds, keyClauseForm, kindName } from "./key-clauses-read.service";

// 合同体检's kinds and key clauses in the console (content editors). Writes are audited with the row
// before and after (a creation: the row it made; a category link: its kind).
const kindWrite = staffWrite("content", "contract_kinds");
const kindCreate = staffWrite("content", "contract_kinds", { created: true });
const kindLink = staffWrite("content", "contract_kinds", { inputKey: "kindId" });
const clauseWrite = staffWrite("content", "contract_key_clauses");
const clauseCreate = staffWrite("content", "contract_key_clauses", { created: true });

export const keyClausesRouter = router({
  list: contentProcedure.query(({ ctx }) => consoleKinds(ctx.db)),
  kind: contentProcedure.input(contentIdInput).query(({ ctx, input }) => kindName(ctx.db, input.id)),
  createKind: kindCreate.input(kindFields).mutation(({ ctx, input }) => createKind(ctx.db, input, Date.now())),
  updateKind: kindWrite.input(kindEdit).mutation(({ ctx, input }) => updateKind(ctx.db, input, Date.now())),
  deleteKind: kindWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteKind(ctx.db, input.id)),
  linkCategory: kindLink.input(kindCategoryInput).mutation(({ ctx, input }) => linkCategory(ctx.db, input.kindId, input.categoryId)),
  unlinkCategory: kindLink.input(kindCategoryInput).mutation(({ ctx, input }) => unlinkCategory(ctx.db, input.kindId, input.categoryId)),

  clause: contentProcedure.input(contentIdInput).query(({ ctx, input }) => keyClauseForm(ctx.db, input.id)),
  create: clauseCreate.input(keyClauseFields).mutation(({ ctx, input }) => createKeyClause(ctx.db, input, Date.now())),
  update: clauseWrite.input(keyClauseEdit).mutation(({ ctx, input }) => updateKeyClause(ctx.db, input, Date.now())),
  setEnabled: clauseWrite.input(keyClauseEnabledInput).mutation(({ ctx, input }) => setKeyClauseEnabled(ctx.db, input.id, input.enabled, Date.now())),
  remove: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteKeyClause(ctx.db, input.id)),
});

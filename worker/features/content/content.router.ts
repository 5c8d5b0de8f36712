import { caseEdit, caseFields, clauseEdit, clauseFields, contentIdInput, regulationEdit, regulationFields } from "#core/content";
import { contentProcedure, router, staffWrite } from "../../trpc/init";
import { caseForm, causeOptions, createCase, deleteCase, hideCase, pageCases, showCase, updateCase } from "./cases.service";
import { clauseCategoryOptions, clauseForm, createClause, deleteClause, hideClause, pageClauses, showClause, updateClause } from "./clauses.service";
import { casePageInput, clausePageInput, regulationPageInput } from "./content.schema";
import { regionOptions } from "./content.service";
import { createRegulation, deleteRegulation, hideRegulation, pageRegulations, regulationForm, showRegulation, updateRegulation } from "./regulations.service";

// 内容管理 (issue 16): the content area's editors keep the regulations and cases libraries. Writes are
// audited with the row before and after (a creation: the row it made).
const regulationWrite = staffWrite("content", "regulations");
const caseWrite = staffWrite("content", "cases");
const regulationCreate = staffWrite("content", "regulations", { created: true });
const caseCreate = staffWrite("content", "cases", { created: true });
const clauseWrite = staffWrite("content", "clauses");
const clauseCreate = staffWrite("content", "clauses", { created: true });

export const contentRouter = router({
  regions: contentProcedure.query(({ ctx }) => regionOptions(ctx.db)),
  causes: contentProcedure.query(({ ctx }) => causeOptions(ctx.db)),

  regulations: contentProcedure.input(regulationPageInput).query(({ ctx, input }) => pageRegulations(ctx.db, input)),
  regulation: contentProcedure.input(contentIdInput).query(({ ctx, input }) => regulationForm(ctx.db, input.id)),
  createRegulation: regulationCreate.input(regulationFields).mutation(({ ctx, input }) => createRegulation(ctx.db, input, Date.now())),
  updateRegulation: regulationWrite.input(regulationEdit).mutation(({ ctx, input }) => updateRegulation(ctx.db, input, Date.now())),
  hideRegulation: regulationWrite.input(contentIdInput).mutation(({ ctx, input }) => hideRegulation(ctx.db, input.id, Date.now())),
  showRegulation: regulationWrite.input(contentIdInput).mutation(({ ctx, input }) => showRegulation(ctx.db, input.id)),
  deleteRegulation: regulationWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteRegulation(ctx.db, input.id)),

  cases: contentProcedure.input(casePageInput).query(({ ctx, input }) => pageCases(ctx.db, input)),
  case: contentProcedure.input(contentIdInput).query(({ ctx, input }) => caseForm(ctx.db, input.id)),
  createCase: caseCreate.input(caseFields).mutation(({ ctx, input }) => createCase(ctx.db, input, Date.now())),
  updateCase: caseWrite.input(caseEdit).mutation(({ ctx, input }) => updateCase(ctx.db, input, Date.now())),
  hideCase: caseWrite.input(contentIdInput).mutation(({ ctx, input }) => hideCase(ctx.db, input.id, Date.now())),
  showCase: caseWrite.input(contentIdInput).mutation(({ ctx, input }) => showCase(ctx.db, input.id)),
  deleteCase: caseWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteCase(ctx.db, input.id)),

  clauseCategories: contentProcedure.query(({ ctx }) => clauseCategoryOptions(ctx.db)),
  clauses: contentProcedure.input(clausePageInput).query(({ ctx, input }) => pageClauses(ctx.db, input)),
  clause: contentProcedure.input(contentIdInput).query(({ ctx, input }) => clauseForm(ctx.db, input.id)),
  createClause: clauseCreate.input(clauseFields).mutation(({ ctx, input }) => createClause(ctx.db, input, Date.now())),
  updateClause: clauseWrite.input(clauseEdit).mutation(({ ctx, input }) => updateClause(ctx.db, input, Date.now())),
  hideClause: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => hideClause(ctx.db, input.id, Date.now())),
  showClause: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => showClause(ctx.db, input.id)),
  deleteClause: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteClause(ctx.db, input.id)),
});

import { caseEdit, caseFields, clauseEdit, clauseFields, contentIdInput, regulationEdit, regulationFields } from "#core/content";
import { articleEdit, articleFields, articleImage, articleTakeDown } from "#core/content-articles";
import { documentEdit, documentFields } from "#core/content-documents";
import { templateCategoryEdit, templateEdit, templateFields } from "#core/content-templates";
import { lawyerCaseCreate, lawyerCaseEdit, lawyerCaseLawyer, lawyerCaseMove } from "#core/lawyer-cases";
import { contentProcedure, router, staffWrite } from "../../trpc/init";
import { uploadArticleImage } from "../articles/article-publishing.service";
import { articlePageInput } from "./articles.schema";
import {
  articleClassificationOptions,
  articleForm,
  createArticle,
  deleteArticle,
  pageArticles,
  restoreArticle,
  takeDownArticle,
  updateArticle,
} from "./articles.service";
import { caseForm, caseWrites, causeOptions, pageCases } from "./cases.service";
import { clauseCategoryOptions, clauseForm, clauseWrites, pageClauses } from "./clauses.service";
import { casePageInput, clausePageInput, documentPageInput, regulationPageInput, templatePageInput } from "./content.schema";
import { regionOptions } from "./content.service";
import { documentCategoryOptions, documentForm, documentWrites, pageDocuments } from "./documents.service";
import { lawyerSearchInput } from "./lawyer-cases.schema";
import { createLawyerCase, deleteLawyerCase, findLawyers, lawyerCaseForm, lawyerCaseList, moveLawyerCase, updateLawyerCase } from "./lawyer-cases.service";
import { deleteRegulation, pageRegulations, regulationForm, regulationWrites } from "./regulations.service";
import {
  createTemplate,
  deleteTemplate,
  hideTemplate,
  moveTemplate,
  pageTemplates,
  showTemplate,
  templateCategoryOptions,
  templateForm,
  updateTemplate,
} from "./templates.service";

// 内容管理 (issue 16): the content area's editors keep the regulations and cases libraries. Writes are
// audited with the row before and after (a creation: the row it made).
const regulationWrite = staffWrite("content", "regulations");
const caseWrite = staffWrite("content", "cases");
const regulationCreate = staffWrite("content", "regulations", { created: true });
const caseCreate = staffWrite("content", "cases", { created: true });
const clauseWrite = staffWrite("content", "clauses");
const clauseCreate = staffWrite("content", "clauses", { created: true });
const documentWrite = staffWrite("content", "documents");
const documentCreate = staffWrite("content", "documents", { created: true });
const articleWrite = staffWrite("content", "articles");
const articleCreate = staffWrite("content", "articles", { created: true });
const lawyerCaseWrite = staffWrite("content", "lawyer_cases");
const templateWrite = staffWrite("content", "templates");
const templateCreate = staffWrite("content", "templates", { created: true });

export const contentRouter = router({
  regions: contentProcedure.query(({ ctx }) => regionOptions(ctx.db)),
  causes: contentProcedure.query(({ ctx }) => causeOptions(ctx.db)),

  regulations: contentProcedure.input(regulationPageInput).query(({ ctx, input }) => pageRegulations(ctx.db, input)),
  regulation: contentProcedure.input(contentIdInput).query(({ ctx, input }) => regulationForm(ctx.db, input.id)),
  createRegulation: regulationCreate.input(regulationFields).mutation(({ ctx, input }) => regulationWrites.create(ctx.db, input, Date.now())),
  updateRegulation: regulationWrite.input(regulationEdit).mutation(({ ctx, input }) => regulationWrites.update(ctx.db, input, Date.now())),
  hideRegulation: regulationWrite.input(contentIdInput).mutation(({ ctx, input }) => regulationWrites.hide(ctx.db, input.id, Date.now())),
  showRegulation: regulationWrite.input(contentIdInput).mutation(({ ctx, input }) => regulationWrites.show(ctx.db, input.id)),
  deleteRegulation: regulationWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteRegulation(ctx.db, input.id)),

  cases: contentProcedure.input(casePageInput).query(({ ctx, input }) => pageCases(ctx.db, input)),
  case: contentProcedure.input(contentIdInput).query(({ ctx, input }) => caseForm(ctx.db, input.id)),
  createCase: caseCreate.input(caseFields).mutation(({ ctx, input }) => caseWrites.create(ctx.db, input, Date.now())),
  updateCase: caseWrite.input(caseEdit).mutation(({ ctx, input }) => caseWrites.update(ctx.db, input, Date.now())),
  hideCase: caseWrite.input(contentIdInput).mutation(({ ctx, input }) => caseWrites.hide(ctx.db, input.id, Date.now())),
  showCase: caseWrite.input(contentIdInput).mutation(({ ctx, input }) => caseWrites.show(ctx.db, input.id)),
  deleteCase: caseWrite.input(contentIdInput).mutation(({ ctx, input }) => caseWrites.delete(ctx.db, input.id)),

  clauseCategories: contentProcedure.query(({ ctx }) => clauseCategoryOptions(ctx.db)),
  clauses: contentProcedure.input(clausePageInput).query(({ ctx, input }) => pageClauses(ctx.db, input)),
  clause: contentProcedure.input(contentIdInput).query(({ ctx, input }) => clauseForm(ctx.db, input.id)),
  createClause: clauseCreate.input(clauseFields).mutation(({ ctx, input }) => clauseWrites.create(ctx.db, input, Date.now())),
  updateClause: clauseWrite.input(clauseEdit).mutation(({ ctx, input }) => clauseWrites.update(ctx.db, input, Date.now())),
  hideClause: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => clauseWrites.hide(ctx.db, input.id, Date.now())),
  showClause: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => clauseWrites.show(ctx.db, input.id)),
  deleteClause: clauseWrite.input(contentIdInput).mutation(({ ctx, input }) => clauseWrites.delete(ctx.db, input.id)),

  documentCategories: contentProcedure.query(({ ctx }) => documentCategoryOptions(ctx.db)),
  documents: contentProcedure.input(documentPageInput).query(({ ctx, input }) => pageDocuments(ctx.db, input)),
  document: contentProcedure.input(contentIdInput).query(({ ctx, input }) => documentForm(ctx.db, input.id)),
  createDocument: documentCreate.input(documentFields).mutation(({ ctx, input }) => documentWrites.create(ctx.db, input, Date.now())),
  updateDocument: documentWrite.input(documentEdit).mutation(({ ctx, input }) => documentWrites.update(ctx.db, input, Date.now())),
  hideDocument: documentWrite.input(contentIdInput).mutation(({ ctx, input }) => documentWrites.hide(ctx.db, input.id, Date.now())),
  showDocument: documentWrite.input(contentIdInput).mutation(({ ctx, input }) => documentWrites.show(ctx.db, input.id)),
  deleteDocument: documentWrite.input(contentIdInput).mutation(({ ctx, input }) => documentWrites.delete(ctx.db, input.id)),

  articleClassifications: contentProcedure.query(({ ctx }) => articleClassificationOptions(ctx.db)),
  articles: contentProcedure.input(articlePageInput).query(({ ctx, input }) => pageArticles(ctx.db, input)),
  article: contentProcedure.input(contentIdInput).query(({ ctx, input }) => articleForm(ctx.db, input.id)),
  createArticle: articleCreate.input(articleFields).mutation(({ ctx, input }) => createArticle(ctx.db, ctx.user.id, input, Date.now())),
  updateArticle: articleWrite.input(articleEdit).mutation(({ ctx, input }) => updateArticle(ctx.db, input, Date.now())),
  takeDownArticle: articleWrite.input(articleTakeDown).mutation(({ ctx, input }) => takeDownArticle(ctx.db, ctx.user.id, input.id, input.reason)),
  restoreArticle: articleWrite.input(contentIdInput).mutation(({ ctx, input }) => restoreArticle(ctx.db, ctx.user.id, input.id, Date.now())),
  deleteArticle: articleWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteArticle(ctx.db, input.id)),
  uploadArticleImage: contentProcedure
    .input(articleImage)
    .mutation(async ({ ctx, input }) => uploadArticleImage(ctx.env.FILES, ctx.user.id, new Uint8Array(await input.file.arrayBuffer()))),

  lawyers: contentProcedure.input(lawyerSearchInput).query(({ ctx, input }) => findLawyers(ctx.db, input.keyword)),
  lawyerCases: contentProcedure.input(lawyerCaseLawyer).query(({ ctx, input }) => lawyerCaseList(ctx.db, input.lawyerId)),
  lawyerCase: contentProcedure.input(contentIdInput).query(({ ctx, input }) => lawyerCaseForm(ctx.db, input.id)),
  createLawyerCase: staffWrite("content", "lawyer_cases", { created: true })
    .input(lawyerCaseCreate)
    .mutation(({ ctx, input }) => createLawyerCase(ctx.db, input, Date.now())),
  updateLawyerCase: lawyerCaseWrite.input(lawyerCaseEdit).mutation(({ ctx, input }) => updateLawyerCase(ctx.db, input, Date.now())),
  moveLawyerCase: lawyerCaseWrite.input(lawyerCaseMove).mutation(({ ctx, input }) => moveLawyerCase(ctx.db, input.id, input.direction, Date.now())),
  deleteLawyerCase: lawyerCaseWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteLawyerCase(ctx.db, input.id)),

  templateCategories: contentProcedure.query(({ ctx }) => templateCategoryOptions(ctx.db)),
  templates: contentProcedure.input(templatePageInput).query(({ ctx, input }) => pageTemplates(ctx.db, input)),
  template: contentProcedure.input(contentIdInput).query(({ ctx, input }) => templateForm(ctx.db, ctx.env, input.id, Date.now())),
  createTemplate: templateCreate.input(templateFields).mutation(({ ctx, input }) => createTemplate(ctx.db, ctx.env.FILES, input, Date.now())),
  updateTemplate: templateWrite.input(templateEdit).mutation(({ ctx, input }) => updateTemplate(ctx.db, ctx.env.FILES, input, Date.now())),
  moveTemplate: templateWrite.input(templateCategoryEdit).mutation(({ ctx, input }) => moveTemplate(ctx.db, input, Date.now())),
  hideTemplate: templateWrite.input(contentIdInput).mutation(({ ctx, input }) => hideTemplate(ctx.db, input.id, Date.now())),
  showTemplate: templateWrite.input(contentIdInput).mutation(({ ctx, input }) => showTemplate(ctx.db, input.id)),
  deleteTemplate: templateWrite.input(contentIdInput).mutation(({ ctx, input }) => deleteTemplate(ctx.db, ctx.env.FILES, input.id)),
});

import { adsRouter } from "../features/ads/ads.router";
import { adsAdminRouter } from "../features/ads/ads-admin.router";
import { adviceRouter } from "../features/advice/advice.router";
import { articleReviewsRouter, articleWritingRouter } from "../features/articles/article-publishing.router";
import { articlesRouter } from "../features/articles/articles.router";
import { auditRouter } from "../features/audit/audit.router";
import { authRouter } from "../features/auth/auth.router";
import { brandRouter } from "../features/brand/brand.router";
import { casesRouter } from "../features/cases/cases.router";
import { categoriesRouter } from "../features/categories/categories.router";
import { certificationRouter } from "../features/certification/certification.router";
import { citationsRouter } from "../features/citations/citations.router";
import { clausesRouter } from "../features/clauses/clauses.router";
import { contentRouter } from "../features/content/content.router";
import { contractCheckRouter } from "../features/contract-check/contract-check.router";
import { keyClausesRouter } from "../features/contract-check/key-clauses.router";
import { customRouter } from "../features/custom/custom.router";
import { dictionariesRouter } from "../features/dictionaries/dictionaries.router";
import { documentsRouter } from "../features/documents/documents.router";
import { earningsRouter } from "../features/earnings/earnings.router";
import { earningsAdminRouter } from "../features/earnings/earnings-admin.router";
import { feesRouter } from "../features/fees/fees.router";
import { filesRouter } from "../features/files/files.router";
import { fillInRouter } from "../features/fill-in/fill-in.router";
import { historyRouter } from "../features/history/history.router";
import { invoicesRouter } from "../features/invoices/invoices.router";
import { invoicesAdminRouter } from "../features/invoices/invoices-admin.router";
import { lawyersRouter } from "../features/lawyers/lawyers.router";
import { membershipRouter } from "../features/membership/membership.router";
import { nameCardsRouter } from "../features/name-cards/name-cards.router";
import { ordersRouter } from "../features/orders/orders.router";
import { ordersAdminRouter } from "../features/orders/orders-admin.router";
import { pointsRouter } from "../features/points/points.router";
import { publishingRouter } from "../features/publishing/publishing.router";
import { realtimeRouter } from "../features/realtime/realtime.router";
import { regionsRouter } from "../features/regions/regions.router";
import { regulationsRouter } from "../features/regulations/regulations.router";
import { searchRouter } from "../features/search/search.router";
import { settleInRouter } from "../features/settle-in/settle-in.router";
import { siteRouter } from "../features/site/site.router";
import { templatesRouter } from "../features/templates/templates.router";
import { usersRouter } from "../features/users/users.router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  audit: auditRouter,
  auth: authRouter,
  site: siteRouter,
  dictionaries: dictionariesRouter,
  regions: regionsRouter,
  realtime: realtimeRouter,
  settleIn: settleInRouter,
  users: usersRouter,
  templates: templatesRouter,
  publishing: publishingRouter,
  clauses: clausesRouter,
  contractCheck: contractCheckRouter,
  fillIn: fillInRouter,
  documents: documentsRouter,
  regulations: regulationsRouter,
  cases: casesRouter,
  content: contentRouter,
  categories: categoriesRouter,
  articles: articlesRouter,
  articleWriting: articleWritingRouter,
  articleReviews: articleReviewsRouter,
  fees: feesRouter,
  brand: brandRouter,
  orders: ordersRouter,
  ordersAdmin: ordersAdminRouter,
  membership: membershipRouter,
  points: pointsRouter,
  history: historyRouter,
  search: searchRouter,
  certification: certificationRouter,
  citations: citationsRouter,
  keyClauses: keyClausesRouter,
  lawyers: lawyersRouter,
  advice: adviceRouter,
  custom: customRouter,
  files: filesRouter,
  ads: adsRouter,
  adsAdmin: adsAdminRouter,
  nameCards: nameCardsRouter,
  earnings: earningsRouter,
  earningsAdmin: earningsAdminRouter,
  invoices: invoicesRouter,
  invoicesAdmin: invoicesAdminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

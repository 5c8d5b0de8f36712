import { z } from "zod";
import { BRAND_CLASSES, BRAND_FILE_MAX_BYTES, BRAND_KEYWORD_MAX } from "#core/brand";
import { keywordInput } from "#core/library";
import { pageInput } from "#core/page";
import { contentProcedure, publicProcedure, router } from "../../trpc/init";
import { classGoods, currentEdition, importHistory, importTable, navbar, searchBrand } from "./brand.service";

const classNo = z.coerce
  .number({ error: "类别编号无效" })
  .int("类别编号应为 1–45 的整数")
  .min(1, "类别编号应为 1–45 的整数")
  .max(BRAND_CLASSES, "类别编号应为 1–45 的整数");

const searchInput = pageInput.extend({
  keyword: keywordInput(BRAND_KEYWORD_MAX).default(""),
  classNo: classNo.optional().catch(undefined),
});

const importInput = z.object({
  text: z.string().min(1, "文件内容为空").max(BRAND_FILE_MAX_BYTES, "文件不能超过 8 MB"),
  source: z.string().trim().min(1, "缺少文件名").max(200, "文件名过长"),
  edition: z.string().trim().max(60, "版本名称不能超过 60 个字").optional(),
  dryRun: z.boolean().default(false),
});

export const brandRouter = router({
  /** The 45 classes with their short names and what the loaded table holds for each. */
  navbar: publicProcedure.query(({ ctx }) => navbar(ctx.db)),
  goods: publicProcedure.input(z.object({ classNo })).query(({ ctx, input }) => classGoods(ctx.db, input.classNo)),
  search: publicProcedure.input(searchInput).query(({ ctx, input }) => searchBrand(ctx.db, input)),
  /** Which edition is loaded (the newest import), null before the first import. */
  edition: publicProcedure.query(({ ctx }) => currentEdition(ctx.db)),
  imports: contentProcedure.query(({ ctx }) => importHistory(ctx.db)),
  importTable: contentProcedure.input(importInput).mutation(({ ctx, input }) => importTable(ctx.db, input, Date.now())),
});

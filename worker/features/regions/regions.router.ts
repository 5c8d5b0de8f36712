import { TRPCError } from "@trpc/server";
import { publicProcedure, router } from "../../trpc/init";
import { cityInput, provinceInput } from "./regions.schema";
import { cityName, listCities, listProvinces, provinceTree } from "./regions.service";

export const regionsRouter = router({
  cities: publicProcedure.query(({ ctx }) => listCities(ctx.db)),
  /** The current city of the picker; unknown codes give null so the caller falls back to 全国. */
  city: publicProcedure.input(cityInput).query(async ({ ctx, input }) => {
    const name = await cityName(ctx.db, input.code);
    return name ? { code: input.code, name } : null;
  }),
  provinces: publicProcedure.query(({ ctx }) => listProvinces(ctx.db)),
  tree: publicProcedure.input(provinceInput).query(async ({ ctx, input }) => {
    const tree = await provinceTree(ctx.db, input.province);
    if (!tree) throw new TRPCError({ code: "NOT_FOUND", message: "未找到该省份" });
    return tree;
  }),
});

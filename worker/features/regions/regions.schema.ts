import { z } from "zod";
import { NATIONWIDE, REGION_CODE } from "#core/regions";

export const regionCode = z.string({ error: "请选择地区" }).regex(REGION_CODE, "地区编码必须是六位数字");
export const provinceInput = z.object({ province: regionCode });
export const cityInput = z.object({ code: z.union([z.literal(NATIONWIDE.code), regionCode]) });

// City picker constants (SPEC §1, §9): hot cities first, 全国 with code "0" as the default.
export const NATIONWIDE = { code: "0", name: "全国" } as const;

/** The 19 hot cities after 全国; municipalities use their province-level code as city code. */
export const HOT_CITY_CODES: readonly string[] = [
  "110000",
  "310000",
  "440100",
  "440300",
  "120000",
  "500000",
  "330100",
  "320100",
  "420100",
  "510100",
  "610100",
  "320500",
  "410100",
  "430100",
  "370200",
  "370100",
  "340100",
  "350100",
  "350200",
];

export const REGION_CODE = /^\d{6}$/;

export type CityOption = { code: string; name: string };
export type CityGroup = { letter: string; cities: CityOption[] };
export type RegionNode = { value: string; label: string; children?: RegionNode[] };

/** Strips administrative suffixes for compact display: 杭州市 → 杭州, 恩施土家族苗族自治州 stays whole. */
export function shortCityName(name: string): string {
  if (name.endsWith("特别行政区")) return name.slice(0, -5);
  if (name.length > 2 && name.endsWith("市")) return name.slice(0, -1);
  return name;
}

// 在线填写: an address blank is answered with the region picker (GB/T 2260 province → city → district)
// and a detail line; the contract reads 省市区 + detail. The picked district is kept beside the answer
// (under `<key>·地区`) so a resumed draft shows the picker where it was left.
import type { Values } from "./fill";

export const REGION_SUFFIX = "·地区";

export type PickedRegion = { code: string; text: string };

/** 上海市 / 上海市 / 黄浦区 → 上海市黄浦区: a municipality, or a city without districts, repeats in the picker's path and once in the text. */
export function regionText(names: readonly string[]): string {
  return names.filter((n, i) => n !== "" && n !== names[i - 1]).join("");
}

/** What the contract reads: the region, then the detail (not repeated when the detail already starts with it). */
export function addressText(region: string, detail: string): string {
  return detail.startsWith(region) ? detail : `${region}${detail}`;
}

/** The detail line of an address answered with the picker: the answer without its region. */
export function addressDetail(value: string, region: string): string {
  return region && value.startsWith(region) ? value.slice(region.length) : value;
}

/** The region picked for an address blank, kept as `<code>|<text>`; null when none was picked. */
export function pickedRegion(values: Values, key: string): PickedRegion | null {
  const m = /^(\d{6})\|(.+)$/.exec(values[`${key}${REGION_SUFFIX}`] ?? "");
  return m ? { code: m[1] ?? "", text: m[2] ?? "" } : null;
}

/** The values after a pick (or a clear, with null) for an address blank: its region kept, its text rebuilt. */
export function withRegion(values: Values, key: string, region: PickedRegion | null): Values {
  const detail = addressDetail(values[key] ?? "", pickedRegion(values, key)?.text ?? "");
  const next = { ...values, [key]: region ? addressText(region.text, detail) : detail };
  if (region) next[`${key}${REGION_SUFFIX}`] = `${region.code}|${region.text}`;
  else delete next[`${key}${REGION_SUFFIX}`];
  return next;
}

/** The values after the detail line is typed: the text is the picked region (if any) and the detail. */
export function withDetail(values: Values, key: string, detail: string): Values {
  const region = pickedRegion(values, key);
  return { ...values, [key]: region ? addressText(region.text, detail) : detail };
}

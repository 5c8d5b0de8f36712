import { describe, expect, it } from "vitest";
import { citationRows } from "./citations";
import { libraryRows } from "./library";
import { regulationRows } from "./regulations";

describe("seeded citations", () => {
  it("citations: the seeded templates' cited articles bind to seeded entries, the labour contract law to its version in force", () => {
    const regulations = regulationRows(0).regulations ?? [];
    const rows = citationRows(libraryRows(0).templates ?? [], regulations);
    expect(rows.length).toBeGreaterThan(10);
    const title = (id: unknown) => regulations.find((r) => r.id === id)?.title;
    const labour = rows.filter((r) => String(title(r.regulation_id)).includes("劳动合同法"));
    expect(labour.length).toBeGreaterThan(0);
    for (const r of labour) expect(title(r.regulation_id)).toBe("中华人民共和国劳动合同法（2012修正）");
    expect(new Set(rows.map((r) => `${r.template_id}/${r.regulation_id}/${r.article}`)).size).toBe(rows.length);
  });
});

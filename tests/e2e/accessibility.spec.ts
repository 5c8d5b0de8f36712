import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support";

// WCAG 2.1 A and AA rules (axe-core) on the pages issue 20 measures, as a visitor sees them.
const PAGES = ["/", "/templateDetails/1", "/seekLawyer", "/regulations", "/litigationCosts", "/authorInformation/3"];

for (const path of PAGES) {
  test(`accessibility: ${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const found = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 12)
          .join(" | ")}`,
    );
    expect(found, found.join("\n")).toEqual([]);
  });
}

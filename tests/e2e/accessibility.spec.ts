import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// WCAG 2.1 A and AA rules (axe-core) on the pages issue 20 measures, as a visitor sees them.
const PAGES = ["/", "/templateDetails/1", "/seekLawyer", "/regulations", "/litigationCosts", "/authorInformation/3"];

async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 12)
        .join(" | ")}`,
  );
}

for (const path of PAGES) {
  test(`accessibility: ${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const found = await violationsOf(page);
    expect(found, found.join("\n")).toEqual([]);
  });
}

// The shared form field wires each error to its control (aria-invalid, aria-describedby).
const FORMS = [
  { path: "/settleIn", submit: "提交申请", field: "执业机构", error: "请输入执业机构名称" },
  { path: "/onLineAdvice/onLineAdvice", submit: "提交并支付", field: "问题描述", error: "问题描述至少 10 个字，请写清事情经过和您想了解的问题" },
];

for (const form of FORMS) {
  test(`accessibility: the form of ${form.path} showing its field errors has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(form.path);
    await page.getByRole("button", { name: form.submit }).click();
    const control = page.getByRole("textbox", { name: form.field });
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(new RegExp(form.error));
    const found = await violationsOf(page);
    expect(found, found.join("\n")).toEqual([]);
  });
}

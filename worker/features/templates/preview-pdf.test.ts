import { describe, expect, it } from "vitest";
import { widthOf } from "../../lib/pdf-song";
import { wrap } from "./preview-pdf";

describe("template preview PDF layout", () => {
  it("preview pdf url: lines wrap within the page width, paragraphs and blank lines kept, no carriage return reaches the page", () => {
    const text = `第一条 ${"甲方应当按照本合同约定的时间和方式向乙方支付价款。".repeat(4)}\r\n\r\n第二条\tPayment terms apply.`;
    const lines = wrap(text, 11, 483);
    for (const line of lines) expect(widthOf(line, 11)).toBeLessThanOrEqual(483);
    expect(lines.join("")).toBe(text.replace(/\r|\n/g, "").replace("\t", "    "));
    expect(lines).toContain("");
    expect(lines.at(-1)).toBe("第二条    Payment terms apply.");
    expect(lines.length).toBeGreaterThan(3);
  });
});

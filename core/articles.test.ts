import { describe, expect, it } from "vitest";
import { articleBlocks, readDay, readerKey, readingMinutes } from "./articles";

describe("articles helpers", () => {
  it("counts reads by the Asia/Shanghai day", () => {
    // 2024-03-01 16:30 UTC is already 3月2日 in Beijing.
    expect(readDay(Date.UTC(2024, 2, 1, 16, 30))).toBe("2024-03-02");
    expect(readDay(Date.UTC(2024, 2, 1, 15, 59))).toBe("2024-03-01");
  });

  it("keys readers by account, else by the visitor hash", () => {
    expect(readerKey(7, "abc")).toBe("u:7");
    expect(readerKey(null, "abc")).toBe("v:abc");
    expect(readerKey(null, null)).toBeNull();
  });

  it("splits a body into headings, subheadings and paragraphs", () => {
    const blocks = articleBlocks(
      "一、问题的提出\n正文第一段。\n\n（一）主体条款。\n二、法律分析\n一、这是一个很长很长的段落而不是标题，因为它超过了四十个字的长度限制，所以应当作为段落处理。",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "subheading", "heading", "paragraph"]);
  });

  it("reads about 400 characters a minute", () => {
    expect(readingMinutes("字".repeat(1200))).toBe(3);
  });
});

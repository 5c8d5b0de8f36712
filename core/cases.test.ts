import { describe, expect, it } from "vitest";
import { caseSections, plainBody } from "./cases";

describe("case text helpers", () => {
  it("splits a judgment into its 【…】 sections with stable anchors", () => {
    const body = "导言一行\n【审理经过】\n第一段\n\n第二段\n【本院认为】\n【判决如下】\n驳回上诉，维持原判。";
    expect(caseSections(body)).toEqual([
      { id: "sec-0", title: "正文", paragraphs: ["导言一行"] },
      { id: "sec-2", title: "审理经过", paragraphs: ["第一段", "第二段"] },
      { id: "sec-4", title: "判决如下", paragraphs: ["驳回上诉，维持原判。"] },
    ]);
    expect(plainBody(body)).not.toContain("【");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DraftOrSubmit } from "./draft-or-submit";

describe("save/submit row", () => {
  it("save/submit row: the template and article editors send intent draft or submit, both held while a save is under way", () => {
    const buttons = (busy: boolean) =>
      [...renderToStaticMarkup(createElement(DraftOrSubmit, { busy })).matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attrs = "", text]) => ({
        text,
        intent: attrs.includes(`name="intent"`) ? /value="(\w+)"/.exec(attrs)?.[1] : undefined,
        disabled: / disabled=""/.test(attrs),
      }));
    expect(buttons(false)).toEqual([
      { text: "保存草稿", intent: "draft", disabled: false },
      { text: "提交审核", intent: "submit", disabled: false },
    ]);
    expect(buttons(true).every((b) => b.disabled)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { createAdviceInput } from "./advice-input";

const messages = (input: unknown) => createAdviceInput.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]);

describe("advice input schema in core", () => {
  it("advice input schema in core: the form's unchosen field, short question and bad phone read the procedure's messages", () => {
    expect(messages({ kind: "PHONE", fieldId: null, question: "太短了", phone: "123" })).toEqual([
      ["fieldId", "请选择咨询领域"],
      ["question", "问题描述至少 10 个字，请写清事情经过和您想了解的问题"],
      ["phone", "请输入正确的手机号码"],
    ]);
  });

  it("advice input schema in core: a complete form parses, a blank phone meaning the account's own", () => {
    expect(createAdviceInput.parse({ kind: "PHONE", fieldId: 3, question: "  一个足够长的法律问题描述内容  ", phone: " " })).toEqual({
      kind: "PHONE",
      fieldId: 3,
      question: "一个足够长的法律问题描述内容",
      phone: null,
    });
  });
});

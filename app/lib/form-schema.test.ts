import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAdviceInput } from "#core/advice-input";
import { settleInSchema } from "#core/settle-in";
import { actionFail } from "./action-result";
import { check, errorsIn, errorsOf, fieldErrors } from "./form-schema";

const order = z
  .object({
    title: z.string().trim().min(2, "请输入标题").max(10, "标题不能超过 10 个字"),
    requirement: z.object({ parties: z.string().min(1, "请填写合同各方"), subject: z.string().min(1, "请填写合同标的") }),
    attachmentIds: z.array(z.number().int().positive("附件无效")).max(3, "最多 3 个附件"),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: "两次输入的密码不一致" });

const valid = { title: "租房合同", requirement: { parties: "甲乙", subject: "房屋" }, attachmentIds: [1], password: "a", confirm: "a" };

describe("binding a core schema to a form", () => {
  it("first message per field: a field that breaks two rules shows the first, and each field has its own", () => {
    const errors = fieldErrors(
      z.object({
        name: z
          .string()
          .min(2, "至少 2 个字")
          .regex(/^\p{Script=Han}+$/u, "只能是中文"),
        age: z.number("请输入年龄"),
      }),
      {
        name: "a",
      },
    );
    expect(errors).toEqual({ name: "至少 2 个字", age: "请输入年龄" });
  });

  it("first message per field: the core schemas' own messages reach the form unchanged", () => {
    expect(fieldErrors(createAdviceInput, { kind: "ONLINE", fieldId: null, question: "押金不退", phone: null })).toEqual({
      fieldId: "请选择咨询领域",
      question: "问题描述至少 10 个字，请写清事情经过和您想了解的问题",
    });
    expect(fieldErrors(settleInSchema, { name: "陈律", phone: "1391234", firm: "杭州西湖律师事务所", regionCode: "330106", practiceYears: "6" })).toEqual({
      phone: "手机号格式不正确",
    });
  });

  it("nested paths: an issue inside an object or a list is named by its dotted path and also by each enclosing field", () => {
    const errors = fieldErrors(order, { ...valid, requirement: { parties: "", subject: "" }, attachmentIds: [1, -2] });
    expect(errors).toEqual({
      requirement: "请填写合同各方",
      "requirement.parties": "请填写合同各方",
      "requirement.subject": "请填写合同标的",
      attachmentIds: "附件无效",
      "attachmentIds.1": "附件无效",
    });
  });

  it("form-level message: an issue with no path is the form's, under FORM_ERROR", () => {
    expect(fieldErrors(order, { ...valid, confirm: "b" })).toEqual({ form: "两次输入的密码不一致" });
    expect(errorsOf({ issues: [{ path: [], message: "请求过于频繁" }] })).toEqual({ form: "请求过于频繁" });
  });

  it("valid values: no errors, and check hands back the schema's output", () => {
    expect(fieldErrors(order, valid)).toEqual({});
    const parsed = check(order, { ...valid, title: "  租房合同  " });
    expect(parsed).toEqual({ ok: true, data: { ...valid, title: "租房合同" }, errors: {} });
  });

  it("server side: a procedure's zod error and a service refusal naming its field become the same per-field errors", () => {
    const zodError = order.safeParse({ ...valid, title: "" }).error;
    const thrown = new TRPCError({ code: "BAD_REQUEST", message: "input", cause: zodError });
    expect(errorsIn(thrown)).toEqual({ title: "请输入标题" });
    expect(actionFail("save", thrown).data).toEqual({ ok: false, intent: "save", message: null, errors: { title: "请输入标题" } });
    const refusal = { cause: { issues: [{ path: ["licenseNo"], message: "该执业证号已提交过认证" }] } };
    expect(actionFail("submit", refusal).data.errors).toEqual({ licenseNo: "该执业证号已提交过认证" });
    expect(errorsIn(new Error("plain"))).toEqual({});
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldSet, InputField } from "./field";

type FieldSetProps = Parameters<typeof FieldSet>[0];
const html = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(element);
/** The attributes of the first tag of that name. */
const attrs = (out: string, tag: string) =>
  Object.fromEntries([...(out.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe("the shared form field", () => {
  it("field wiring: the label names the control, and aria-describedby names the hint and the error shown under it", () => {
    const out = html(createElement(InputField, { name: "firm", id: "firm", label: "执业机构", hint: "与执业证一致", error: "请输入执业机构名称" }));
    expect(out).toContain('<label for="firm"');
    expect(attrs(out, "input")).toMatchObject({ id: "firm", name: "firm", "aria-invalid": "true", "aria-describedby": "firm-hint firm-error" });
    expect(out).toContain('<div id="firm-hint" class="mt-1 text-xs text-slate-500">与执业证一致</div>');
    expect(out).toContain('<p id="firm-error" class="mt-1 text-xs text-danger-500">请输入执业机构名称</p>');
  });

  it("field wiring: a valid field is not marked invalid and describes nothing that is not there", () => {
    const out = html(createElement(InputField, { name: "firm", id: "firm", label: "执业机构" }));
    expect(out).not.toContain("aria-invalid");
    expect(out).not.toContain("aria-describedby");
    expect(out).not.toContain("firm-error");
  });

  it("field wiring: a required field is required and its * is hidden from screen readers (the label's name stays the same)", () => {
    const out = html(createElement(InputField, { name: "question", id: "q", label: "问题描述", required: true }));
    expect(out).toMatch(/<label for="q"[^>]*>问题描述<span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
    expect(attrs(out, "input")).toHaveProperty("required");
  });

  it("field wiring: two fields of one name on a page get different ids", () => {
    const out = html(
      createElement("div", null, createElement(InputField, { name: "intro", label: "a" }), createElement(InputField, { name: "intro", label: "b" })),
    );
    const ids = [...out.matchAll(/<input[^>]*id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("field wiring: a group of choices is described by its error", () => {
    const out = html(
      createElement(
        FieldSet,
        { name: "roles", legend: "申请开通的律师身份", error: "请至少选择一项律师身份" } as FieldSetProps,
        createElement("input", { type: "checkbox", name: "roles" }),
      ),
    );
    const described = attrs(out, "fieldset")["aria-describedby"];
    expect(described).toBeDefined();
    expect(out).toContain(`<p id="${described}" class="mt-1 text-xs text-danger-500">请至少选择一项律师身份</p>`);
  });
});

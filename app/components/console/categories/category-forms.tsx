import { type ReactNode, useId, useState } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { CATEGORY_NAME_MAX, CATEGORY_SLUG_MAX, CATEGORY_TREES, type CategoryTreeKey, categoryCreateInput, categoryUpdateInput } from "#core/content-categories";
import { DOCUMENT_KINDS } from "#core/documents";
import { button, field, Intent, SortAndAdd } from "~/components/console/dictionary-forms";
import type { Outputs } from "~/lib/api-types";
import { check } from "~/lib/form-schema";

// The forms of 分类管理 (app/routes/console/categories.tsx): a new category, and each row's name,
// parent, sort number and (documents) kind. Both are checked in the browser with the procedures' schemas.

export type CategoryRow = Outputs["categories"]["templateTree"][number];

/** What the create and edit forms send (the page action reads the same fields). */
export function readCategoryForm(form: FormData) {
  const value = (name: string) => form.get(name) ?? undefined;
  return {
    id: value("id"),
    name: String(form.get("name") ?? ""),
    parentId: value("parentId"),
    slug: value("slug"),
    sort: value("sort"),
    kind: value("kind"),
    version: String(form.get("version") ?? ""),
  };
}

/** A form checked with its schema on submit; the first problem shows beside it instead of a round trip. */
function CheckedForm({ schema, label, className, children }: { schema: z.ZodType; label: string; className: string; children: ReactNode }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Form
      method="post"
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        const checked = check(schema, readCategoryForm(new FormData(event.currentTarget)));
        setProblem(Object.values(checked.errors)[0] ?? null);
        if (!checked.ok) event.preventDefault();
      }}
    >
      {children}
      {problem ? (
        <p role="alert" className="basis-full text-xs text-danger-500">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}

type SelectProps = { value: number | null; label?: string; id?: string };

function ParentSelect({ tops, value, label, id, self }: SelectProps & { tops: readonly CategoryRow[]; self?: number }) {
  return (
    <select id={id} name="parentId" defaultValue={value === null ? "" : String(value)} aria-label={label} className={`w-32 ${field}`}>
      <option value="">（一级分类）</option>
      {tops
        .filter((t) => t.id !== self)
        .map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
    </select>
  );
}

function KindSelect({ value, label, id }: SelectProps) {
  return (
    <select id={id} name="kind" defaultValue={value === null ? "" : String(value)} aria-label={label} className={`w-28 ${field}`}>
      <option value="">文书类别</option>
      {Object.entries(DOCUMENT_KINDS).map(([k, text]) => (
        <option key={k} value={k}>
          {text}
        </option>
      ))}
    </select>
  );
}

export function CreateCategoryForm({ tree, tops, busy }: { tree: CategoryTreeKey; tops: readonly CategoryRow[]; busy: boolean }) {
  const shape = CATEGORY_TREES[tree];
  const ids = useId();
  return (
    <CheckedForm schema={categoryCreateInput} label="新建分类" className="flex flex-wrap items-end gap-2 rounded-lg bg-white p-4 text-sm shadow-sm">
      <Intent intent="create" />
      <input type="hidden" name="tree" value={tree} />
      <label className="text-slate-700">
        分类名称
        <input name="name" required maxLength={CATEGORY_NAME_MAX} className={`mt-1 block ${field}`} />
      </label>
      {shape.twoLevel ? (
        // Labels of their own: wrapped round a select, its name would include the chosen option.
        <div className="flex flex-col gap-1 text-slate-700">
          <label htmlFor={`${ids}-parent`}>上级分类</label>
          <ParentSelect tops={tops} value={null} id={`${ids}-parent`} />
        </div>
      ) : null}
      {shape.hasKind ? (
        <div className="flex flex-col gap-1 text-slate-700">
          <label htmlFor={`${ids}-kind`}>文书类别（一级分类必选）</label>
          <KindSelect value={null} id={`${ids}-kind`} />
        </div>
      ) : null}
      <label className="text-slate-700">
        标识（用于链接，留空自动生成，创建后不能修改）
        <input name="slug" maxLength={CATEGORY_SLUG_MAX} placeholder="如 house-lease" className={`mt-1 block w-56 ${field}`} />
      </label>
      <SortAndAdd busy={busy} text="添加分类" />
    </CheckedForm>
  );
}

/** A row's name, parent, sort number and kind, saved together from the version the page loaded. */
export function EditCategoryForm({ tree, row, tops, busy }: { tree: CategoryTreeKey; row: CategoryRow; tops: readonly CategoryRow[]; busy: boolean }) {
  const shape = CATEGORY_TREES[tree];
  return (
    <CheckedForm schema={categoryUpdateInput} label={`编辑分类 ${row.name}`} className="flex flex-wrap items-center gap-2">
      <Intent intent="update" id={row.id} />
      <input type="hidden" name="tree" value={tree} />
      <input type="hidden" name="version" value={row.version} />
      <input name="name" required defaultValue={row.name} maxLength={CATEGORY_NAME_MAX} aria-label={`名称：${row.name}`} className={`w-36 ${field}`} />
      {shape.twoLevel ? <ParentSelect tops={tops} value={row.parentId} label={`上级分类：${row.name}`} self={row.id} /> : null}
      {shape.hasKind && row.parentId === null ? <KindSelect value={row.kind} label={`文书类别：${row.name}`} /> : null}
      <input name="sort" required defaultValue={row.sort} inputMode="numeric" aria-label={`排序：${row.name}`} className={`w-16 ${field}`} />
      <button type="submit" disabled={busy} className={`${button} whitespace-nowrap`} aria-label={`保存 ${row.name}`}>
        保存
      </button>
    </CheckedForm>
  );
}

import { Form, Link } from "react-router";
import { PATTERN_HINT } from "#core/contract-check/patterns";
import { CategorySelect } from "~/components/console/content/category-select";
import { RowButton } from "~/components/console/content/content-list";
import { useDeciding } from "~/components/console/queue";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { InputField, SubmitButton, TextareaField } from "~/components/ui/field";
import type { Outputs } from "~/lib/api-types";
import type { FieldErrors } from "~/lib/form-schema";

// One kind of /console/contract-check: its name, signs and order; the contract-library categories whose
// templates are checked as it; and its key clauses, each edited on its own page, disabled or deleted here.

type List = Outputs["keyClauses"]["list"];
export type ConsoleKind = List["kinds"][number];

export const CLAUSES_PATH = "/console/contract-check/clauses";

/** The name, signs and order of a kind: the add form and each kind's edit form. */
export function KindFields({ kind, errors }: { kind?: ConsoleKind; errors: FieldErrors }) {
  return (
    <>
      <InputField name="name" label="类型名称" required defaultValue={kind?.name} maxLength={20} error={errors.name} />
      <TextareaField
        name="signs"
        label="识别规则（每行一条）"
        rows={3}
        defaultValue={kind?.signs.join("\n")}
        error={errors.signs}
        hint={`正文中出现任一条规则即识别为该类型；不填则只能由用户手动选择。${PATTERN_HINT}`}
      />
      <InputField name="sort" label="排序（越小越先识别）" inputMode="numeric" defaultValue={kind?.sort ?? 0} error={errors.sort} />
    </>
  );
}

function Categories({ kind, tree }: { kind: ConsoleKind; tree: List["categories"] }) {
  const busy = useDeciding();
  return (
    <section aria-labelledby="kind-categories" className="space-y-2 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="kind-categories" className="font-medium text-slate-900">
        关联的合同分类
      </h2>
      <p className="text-sm text-slate-500">从这些分类的范本页进入合同体检时，默认按“{kind.name}”检查。</p>
      {kind.categories.length ? (
        <ul className="flex flex-wrap gap-2">
          {kind.categories.map((c) => (
            <li key={c.id} className="flex items-center gap-2 rounded bg-slate-100 px-2 py-1 text-sm">
              {c.name}
              <Form method="post">
                <input type="hidden" name="intent" value="unlink" />
                <input type="hidden" name="kindId" value={kind.id} />
                <input type="hidden" name="categoryId" value={c.id} />
                <button type="submit" disabled={busy} aria-label={`移除分类 ${c.name}`} className="text-danger-500 hover:underline disabled:opacity-60">
                  移除
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">尚未关联分类。</p>
      )}
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="kindId" value={kind.id} />
        <CategorySelect name="categoryId" label="合同分类" tree={tree} value={undefined} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          关联
        </button>
      </Form>
    </section>
  );
}

function ClauseRow({ c }: { c: ConsoleKind["clauses"][number] }) {
  return (
    <tr data-testid="key-clause" className="border-t border-slate-100 align-top">
      <td className="px-3 py-2 whitespace-nowrap">{c.sort}</td>
      <td className="px-3 py-2">
        <span className={c.enabled ? "text-slate-900" : "text-slate-500"}>{c.name}</span>
        <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{c.required ? "必备" : "建议"}</span>
      </td>
      <td className="px-3 py-2 text-xs text-slate-600">
        {c.patterns.map((p) => (
          <code key={p} className="block break-all">
            {p}
          </code>
        ))}
      </td>
      <td className="px-3 py-2 text-xs text-slate-600">
        {c.citations.length
          ? c.citations.map((x) => (
              <span key={x} className="block">
                {x}
              </span>
            ))
          : "—"}
        {c.suggestion ? <span className="mt-1 block text-slate-500">{c.suggestion}</span> : null}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {c.enabled ? (
          <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700">启用</span>
        ) : (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-600">已停用</span>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-3 whitespace-nowrap">
          <Link to={`${CLAUSES_PATH}/${c.id}`} className="text-brand-600 hover:underline" aria-label={`编辑 ${c.name}`}>
            编辑
          </Link>
          {c.enabled ? <RowButton intent="disable" id={c.id} text="停用" title={c.name} /> : <RowButton intent="enable" id={c.id} text="启用" title={c.name} />}
          <RowButton
            intent="remove"
            id={c.id}
            text="删除"
            title={c.name}
            confirm={`确定删除关键条款“${c.name}”吗？删除后不可恢复；如只需暂不检查，请使用“停用”。`}
            danger
          />
        </div>
      </td>
    </tr>
  );
}

export function KindPanel({ kind, tree, errors }: { kind: ConsoleKind; tree: List["categories"]; errors: FieldErrors }) {
  const busy = useDeciding();
  return (
    <div className="space-y-4">
      <section aria-labelledby="kind-clauses" className="space-y-2 rounded-lg bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="kind-clauses" className="font-medium text-slate-900">
            关键条款
          </h2>
          <Link to={`${CLAUSES_PATH}/new?kind=${kind.id}`} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">
            新增关键条款
          </Link>
        </div>
        <p className="text-sm text-slate-500">合同缺少启用的关键条款时，体检报告列出该条款：必备条款为“高风险”，建议条款为“需注意”。</p>
        {kind.clauses.length ? (
          <DataTable minWidth="min-w-[860px]" headers={["排序", "条款", "匹配规则", "法律依据与参考", "状态", "操作"]}>
            {kind.clauses.map((c) => (
              <ClauseRow key={c.id} c={c} />
            ))}
          </DataTable>
        ) : (
          <EmptyState title="该类型还没有关键条款" />
        )}
      </section>
      <Form method="post" noValidate aria-labelledby="kind-settings" className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="kind-settings" className="font-medium text-slate-900">
          类型设置
        </h2>
        <input type="hidden" name="intent" value="updateKind" />
        <input type="hidden" name="id" value={kind.id} />
        <input type="hidden" name="version" value={kind.version} />
        <KindFields kind={kind} errors={errors} />
        <SubmitButton busy={busy} busyText="保存中…">
          保存类型
        </SubmitButton>
      </Form>
      <Categories kind={kind} tree={tree} />
      {kind.kept ? (
        <p className="text-sm text-slate-500">该类型不能删除：{kind.kept}。</p>
      ) : (
        <RowButton
          intent="deleteKind"
          id={kind.id}
          text="删除该类型"
          title={kind.name}
          confirm={`确定删除“${kind.name}”及其全部关键条款吗？删除后不可恢复。`}
          danger
        />
      )}
    </div>
  );
}

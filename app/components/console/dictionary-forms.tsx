import { Form } from "react-router";
import { DICT_LABEL_MAX, LINK_MAX } from "#core/dictionaries";
import type { Outputs } from "~/lib/api-types";

// The forms of 数据字典 (app/routes/console/dictionaries.tsx): the navigation tab and the professional
// field tab, and the bits every tab's forms share.
type NavRow = Outputs["dictionaries"]["console"]["nav"][number];
type FieldRow = Outputs["dictionaries"]["console"]["fields"][number];

export const field = "rounded-md border border-slate-300 px-2 py-1 text-sm";
export const button = "rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-60";
const primary = "rounded-md bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60";

/** The end of every add form: the new row's place in the order, then the button. */
export function SortAndAdd({ busy, text }: { busy: boolean; text: string }) {
  return (
    <>
      <label className="text-slate-700">
        排序（留空排在最后）
        <input name="sort" inputMode="numeric" className={`mt-1 block w-24 ${field}`} />
      </label>
      <button type="submit" disabled={busy} className={primary}>
        {text}
      </button>
    </>
  );
}

export function Intent({ intent, id }: { intent: string; id?: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
    </>
  );
}

/** The name, link, badge and order of a navigation item: the add form and each row's edit form. */
function NavFields({ row }: { row?: NavRow }) {
  const of = (what: string) => (row ? `${what}：${row.name}` : what);
  return (
    <>
      <input name="name" required defaultValue={row?.name} maxLength={DICT_LABEL_MAX} aria-label={of("导航名称")} placeholder="导航名称" className={field} />
      <input
        name="routePath"
        required
        defaultValue={row?.routePath}
        maxLength={LINK_MAX}
        aria-label={of("链接")}
        placeholder="/seekLawyer"
        className={`w-56 ${field}`}
      />
      <select name="badge" defaultValue={row?.badge ?? ""} aria-label={of("角标")} className={field}>
        <option value="">无角标</option>
        <option value="dot">红点</option>
        <option value="new">NEW</option>
      </select>
      <input name="sort" required defaultValue={row?.sort ?? ""} inputMode="numeric" aria-label={of("排序")} placeholder="排序" className={`w-20 ${field}`} />
    </>
  );
}

export function NavTab({ rows, busy }: { rows: NavRow[]; busy: boolean }) {
  if (rows.length === 0) {
    return (
      <Form method="post" className="space-y-3 rounded-lg bg-white p-4 text-sm shadow-sm">
        <Intent intent="navCustomise" />
        <p className="text-slate-600">当前显示内置的默认导航。自定义时先复制默认导航（含律师办案系统链接），再逐项修改。</p>
        <button type="submit" disabled={busy} className={primary}>
          自定义导航
        </button>
      </Form>
    );
  }
  return (
    <div className="space-y-4">
      <Form method="post" className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-4 text-sm shadow-sm">
        <Intent intent="navAdd" />
        <NavFields />
        <button type="submit" disabled={busy} className={primary}>
          添加导航
        </button>
      </Form>
      <ul className="divide-y divide-slate-100 rounded-lg bg-white text-sm shadow-sm">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2 p-3">
            <Form method="post" className="flex flex-wrap items-center gap-2">
              <Intent intent="navUpdate" id={row.id} />
              <NavFields row={row} />
              <button type="submit" disabled={busy} className={button} aria-label={`保存导航 ${row.name}`}>
                保存
              </button>
            </Form>
            <Form method="post">
              <Intent intent="navRemove" id={row.id} />
              <button type="submit" disabled={busy} className={`${button} text-danger-500`} aria-label={`删除导航 ${row.name}`}>
                删除
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post">
        <Intent intent="navReset" />
        <button type="submit" disabled={busy} className={button}>
          恢复默认导航
        </button>
      </Form>
    </div>
  );
}

function FieldRowForm({ row, busy }: { row: FieldRow; busy: boolean }) {
  return (
    <li className={`flex flex-wrap items-center gap-2 py-2 ${row.parentId === null ? "" : "pl-6"}`}>
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <Intent intent="fieldUpdate" id={row.id} />
        <input name="name" required defaultValue={row.name} maxLength={DICT_LABEL_MAX} aria-label={`领域名称：${row.name}`} className={field} />
        <input name="sort" required defaultValue={row.sort} inputMode="numeric" aria-label={`排序：${row.name}`} className={`w-20 ${field}`} />
        <button type="submit" disabled={busy} className={button} aria-label={`保存领域 ${row.name}`}>
          保存
        </button>
      </Form>
      <span className="text-xs text-slate-500">
        {row.lawyers} 位律师{row.parentId === null ? ` · ${row.children} 个细分领域` : ""}
      </span>
      {row.lawyers === 0 && row.children === 0 ? (
        <Form method="post">
          <Intent intent="fieldRemove" id={row.id} />
          <button type="submit" disabled={busy} className={`${button} text-danger-500`} aria-label={`删除领域 ${row.name}`}>
            删除
          </button>
        </Form>
      ) : null}
    </li>
  );
}

/** 专业领域: two levels; a field lawyers chose, or one with sub-fields, can be renamed but not deleted. */
export function FieldsTab({ rows, busy }: { rows: FieldRow[]; busy: boolean }) {
  const tops = rows.filter((r) => r.parentId === null);
  return (
    <div className="space-y-4">
      <Form method="post" className="flex flex-wrap items-end gap-2 rounded-lg bg-white p-4 text-sm shadow-sm">
        <Intent intent="fieldAdd" />
        <label className="text-slate-700">
          领域名称
          <input name="name" required maxLength={DICT_LABEL_MAX} className={`mt-1 block ${field}`} />
        </label>
        <label className="text-slate-700">
          上级领域
          <select name="parentId" className={`mt-1 block ${field}`}>
            <option value="">（作为一级领域）</option>
            {tops.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <SortAndAdd busy={busy} text="添加领域" />
      </Form>
      <ul className="divide-y divide-slate-100 rounded-lg bg-white px-4 text-sm shadow-sm">
        {tops
          .flatMap((top) => [top, ...rows.filter((r) => r.parentId === top.id)])
          .map((row) => (
            <FieldRowForm key={row.id} row={row} busy={busy} />
          ))}
      </ul>
    </div>
  );
}

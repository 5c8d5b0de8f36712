import { useState } from "react";
import { formatDateTime } from "#core/dates";
import { BLANK_TYPE_TEXT, CONFIRMABLE_TYPES, type ConfirmedType } from "#core/fill-in/blanks";
import type { BlankList } from "#worker/features/fill-in/template-blanks.service";
import { FormError } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";

// 填写项确认: the blanks of a template as the importer guessed them (label, type, group), which its
// author (publishing area) or the console corrects — type and label, or 不需填写. The 在线填写 form
// follows what was confirmed, for as long as the template's text is the one it was confirmed on.

type Row = { type: ConfirmedType; label: string };
export type ConfirmBlanks = (input: { templateId: number; updatedAt: number; blanks: ({ key: string } & Row)[] }) => Promise<BlankList>;

const cell = "border-b border-slate-100 px-2 py-2 align-top";
const control = "w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-brand-500 focus:outline-none";

function typesFor(guessed: ConfirmedType): readonly ConfirmedType[] {
  return guessed === "choice" ? ["choice", "skip"] : [...CONFIRMABLE_TYPES, "skip"];
}

export function BlankConfirm({ initial, confirm }: { initial: BlankList; confirm: ConfirmBlanks }) {
  const [list, setList] = useState(initial);
  const [rows, setRows] = useState<Record<string, Row>>(() => Object.fromEntries(initial.blanks.map((b) => [b.key, { type: b.type, label: b.label }])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: string, row: Partial<Row>) => setRows((r) => ({ ...r, [key]: { ...(r[key] ?? { type: "text", label: "" }), ...row } }));

  const save = async () => {
    const empty = list.blanks.find((b) => !(rows[b.key]?.label ?? "").trim());
    if (empty) {
      setError(`请填写“${empty.guessedLabel}”的名称`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await confirm({
        templateId: list.templateId,
        updatedAt: list.updatedAt,
        blanks: list.blanks.map((b) => ({ key: b.key, type: rows[b.key]?.type ?? b.type, label: (rows[b.key]?.label ?? b.label).trim() })),
      });
      setList(saved);
      toast.success("填写项已确认，在线填写将按确认结果显示");
    } catch {
      // The client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  if (list.blanks.length === 0) return <p className="text-sm text-slate-500">该范本正文中没有需要填写的空白处。</p>;
  return (
    <section aria-labelledby="blank-confirm-title" className="space-y-3">
      <div>
        <h2 id="blank-confirm-title" className="text-base font-semibold text-slate-900">
          填写项确认
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          系统根据空白处前后的文字识别了以下填写项。请核对名称和类型；需要手写或无需用户填写的，请选择“不需填写”。确认后，在线填写表单按确认结果显示。
        </p>
        <p className="mt-1 text-sm text-slate-500">
          {list.confirmedAt ? `已于 ${formatDateTime(list.confirmedAt, "YYYY-MM-DD HH:mm:ss")} 确认` : "尚未确认，在线填写目前按自动识别结果显示"}
        </p>
      </div>
      {list.staleNote ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-700">
          {list.staleNote}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone, so it takes focus for a keyboard to scroll it (axe scrollable-region-focusable) */}
      <section className="overflow-x-auto" aria-label="填写项列表" tabIndex={0}>
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className={cell}>
                分组
              </th>
              <th scope="col" className={cell}>
                名称
              </th>
              <th scope="col" className={cell}>
                类型
              </th>
              <th scope="col" className={cell}>
                自动识别
              </th>
            </tr>
          </thead>
          <tbody>
            {list.blanks.map((b) => {
              const row = rows[b.key] ?? { type: b.type, label: b.label };
              const name = `${b.group} ${b.guessedLabel}`;
              return (
                <tr key={b.key}>
                  <td className={`${cell} text-slate-500`}>{b.group}</td>
                  <td className={cell}>
                    <input
                      aria-label={`${name} 的名称`}
                      className={control}
                      value={row.label}
                      maxLength={50}
                      onChange={(e) => set(b.key, { label: e.target.value })}
                    />
                    {b.options ? <p className="mt-1 text-xs text-slate-500">选项：{b.options.join(" / ")}</p> : null}
                  </td>
                  <td className={cell}>
                    <select
                      aria-label={`${name} 的类型`}
                      className={control}
                      value={row.type}
                      onChange={(e) => set(b.key, { type: e.target.value as ConfirmedType })}
                    >
                      {typesFor(b.guessedType).map((t) => (
                        <option key={t} value={t}>
                          {BLANK_TYPE_TEXT[t]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={`${cell} text-slate-500`}>
                    {BLANK_TYPE_TEXT[b.guessedType]}
                    {b.guessedLabel !== row.label ? `（${b.guessedLabel}）` : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <FormError message={error} />
      <button
        type="button"
        disabled={busy}
        onClick={save}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60"
      >
        确认填写项
      </button>
    </section>
  );
}

import { useRef, useState } from "react";
import type { RegulationItem } from "#core/content";
import { controlBoxClass, controlClass, FieldError, FormError } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/form-schema";

// The articles of a regulation as an ordered list the editor builds: 第N条 with its text (paragraphs
// one per line), chapter headings, explanatory text (题注) and 省略 marks. Every item posts the same four
// fields (item.kind/no/sub/text), so the lists line up in the action (form-values.ts).

type Row = { key: number; kind: RegulationItem["kind"]; no: string; sub: string; text: string };

const rowOf = (item: RegulationItem, key: number): Row => ({
  key,
  kind: item.kind,
  no: item.kind === "article" ? String(item.no) : "",
  sub: item.kind === "article" && item.sub ? String(item.sub) : "",
  text: item.kind === "gap" ? "" : item.text,
});

const KIND_TEXT: Record<Row["kind"], string> = { article: "条文", heading: "章节标题", text: "说明文字", gap: "省略标记" };
const button = "rounded border border-slate-300 px-2 py-1 text-xs text-slate-600 hover:border-brand-500 hover:text-brand-600 disabled:opacity-40";

export function RegulationItems({ initial, errors }: { initial: readonly RegulationItem[]; errors: FieldErrors }) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  // Keys of rows added here follow the initial ones.
  const nextKey = useRef(initial.length);
  const update = (key: number, change: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const add = (kind: Row["kind"]) =>
    setRows((all) => {
      const last = Math.max(0, ...all.filter((r) => r.kind === "article").map((r) => Number(r.no) || 0));
      return [...all, { key: nextKey.current++, kind, no: kind === "article" ? String(last + 1) : "", sub: "", text: "" }];
    });

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm text-slate-700">
        条文<span className="ml-2 text-xs text-slate-500">按顺序排列；一条中的各款各占一行，页面按条号生成“#art-条号”锚点</span>
      </legend>
      <FormError message={errors.items} className="mb-2" />
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const label = row.kind === "article" ? `第${row.no || "?"}条${row.sub ? `之${row.sub}` : ""}` : KIND_TEXT[row.kind];
          const error = errors[`items.${index}.no`] ?? errors[`items.${index}.text`] ?? errors[`items.${index}`];
          return (
            <li key={row.key} data-testid="regulation-item" className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <input type="hidden" name="item.kind" value={row.kind} />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {row.kind === "article" ? (
                  <>
                    <span>第</span>
                    <input
                      name="item.no"
                      inputMode="numeric"
                      aria-label={`第 ${index + 1} 项的条号`}
                      value={row.no}
                      onChange={(e) => update(row.key, { no: e.target.value.replace(/\D/g, "").slice(0, 4) })}
                      className={`w-20 px-2 py-1 ${controlBoxClass}`}
                    />
                    <span>条 之</span>
                    <input
                      name="item.sub"
                      inputMode="numeric"
                      aria-label={`第 ${index + 1} 项“之”后的序号（可不填）`}
                      value={row.sub}
                      onChange={(e) => update(row.key, { sub: e.target.value.replace(/\D/g, "").slice(0, 2) })}
                      className={`w-14 px-2 py-1 ${controlBoxClass}`}
                    />
                  </>
                ) : (
                  <>
                    <span className="font-medium text-slate-700">{KIND_TEXT[row.kind]}</span>
                    <input type="hidden" name="item.no" value="" />
                    <input type="hidden" name="item.sub" value="" />
                  </>
                )}
                <span className="ml-auto flex gap-1">
                  <button type="button" className={button} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`上移${label}`}>
                    上移
                  </button>
                  <button type="button" className={button} disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={`下移${label}`}>
                    下移
                  </button>
                  <button type="button" className={button} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))} aria-label={`删除${label}`}>
                    删除
                  </button>
                </span>
              </div>
              {row.kind === "gap" ? (
                <>
                  <input type="hidden" name="item.text" value="" />
                  <p className="mt-2 text-sm text-slate-500">……（此处省略部分条文，页面注明“条文为节选”）</p>
                </>
              ) : row.kind === "heading" ? (
                <input
                  name="item.text"
                  aria-label={`第 ${index + 1} 项的章节标题`}
                  placeholder="如：第一章 总则"
                  defaultValue={row.text}
                  maxLength={100}
                  aria-invalid={error ? true : undefined}
                  className={`mt-2 ${controlClass}`}
                />
              ) : (
                <textarea
                  name="item.text"
                  aria-label={row.kind === "article" ? `${label}内容` : `第 ${index + 1} 项的说明文字`}
                  defaultValue={row.text}
                  rows={row.kind === "article" ? 3 : 2}
                  maxLength={5000}
                  aria-invalid={error ? true : undefined}
                  className={`mt-2 ${controlClass}`}
                />
              )}
              <FieldError id={`item-${index}-error`} error={error} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => add("article")}>
          添加条文
        </button>
        <button type="button" className={button} onClick={() => add("heading")}>
          添加章节标题
        </button>
        <button type="button" className={button} onClick={() => add("text")}>
          添加说明文字
        </button>
        <button type="button" className={button} onClick={() => add("gap")}>
          添加省略标记
        </button>
      </div>
    </fieldset>
  );
}

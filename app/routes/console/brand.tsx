import { data, Form, useNavigation } from "react-router";
import { BRAND_FILE_MAX_BYTES, lineErrorText } from "#core/brand";
import { formatDateTime } from "#core/dates";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/brand";

// Back office: replace the trademark classification table by uploading a JSONL file. The server checks
// it with the same parser as `npm run import:nice` and swaps the table in one D1 batch.
export const meta: Route.MetaFunction = () => [{ title: "商标分类表导入 - 运营后台 - 契合" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { history: await api(context).brand.imports() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const file = form.get("file");
  const dryRun = form.get("intent") === "check";
  if (!(file instanceof File) || file.size === 0) return data({ message: "请选择要导入的 JSONL 文件", result: null }, { status: 400 });
  if (file.size > BRAND_FILE_MAX_BYTES) return data({ message: "文件不能超过 8 MB", result: null }, { status: 400 });
  try {
    const edition = String(form.get("edition") ?? "").trim() || undefined;
    const result = await api(context).brand.importTable({ text: await file.text(), source: file.name || "上传文件", edition, dryRun });
    return data({ message: null, result }, { status: result.ok ? 200 : 400 });
  } catch (error) {
    return data({ message: error instanceof Error ? error.message : "导入失败，请稍后再试", result: null }, { status: 400 });
  }
}

const n = (value: number) => value.toLocaleString("zh-CN");

function Outcome({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  if (!actionData) return null;
  const { message, result } = actionData;
  if (!result) {
    return (
      <p role="alert" className="text-sm text-danger-500">
        {message}
      </p>
    );
  }
  const counts = `${n(result.counts.classes)} 个类别、${n(result.counts.groups)} 个类似群、${n(result.counts.items)} 个项目`;
  if (result.ok) {
    return (
      <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-700">
        {result.imported ? `已导入“${result.edition}”：${counts}，前台页面即时生效。` : `校验通过：${counts}，尚未导入。`}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      <p className="font-medium">
        校验未通过，共 {result.errorCount} 处问题{result.errorCount > result.errors.length ? `（仅列出前 ${result.errors.length} 处）` : ""}，分类表未作改动：
      </p>
      <ul className="mt-2 max-h-72 space-y-0.5 overflow-y-auto font-mono text-xs leading-5">
        {result.errors.map((e) => (
          <li key={`${e.line}:${e.message}`}>{lineErrorText(e)}</li>
        ))}
      </ul>
    </div>
  );
}

export default function ConsoleBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { history } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <section className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
        <h1 className="text-base font-medium text-slate-900">商标分类表导入</h1>
        <div className="space-y-1 text-sm leading-6 text-slate-600">
          <p>
            上传 JSONL 文件，每行一个对象：<code className="rounded bg-slate-100 px-1 text-xs">code、name、type（class/group/item）、parentCode、version</code>
            。类别编号 2 位、类似群 4 位、项目 6 位或 C 加 6 位；项目的 parentCode 为所属类似群，类似群的 parentCode 为所属类别。
          </p>
          <p>导入会整体替换现有分类表；有任何一行不合格都不会改动数据。命令行可用 npm run import:nice -- 文件.jsonl 导入本地数据库。</p>
        </div>
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <label className="block text-sm text-slate-600">
            数据文件（.jsonl，不超过 8 MB）
            <input type="file" name="file" accept=".jsonl,.json,application/json,text/plain" required className="mt-1 block text-sm" />
          </label>
          <label className="block text-sm text-slate-600">
            版本名称
            <input
              type="text"
              name="edition"
              maxLength={60}
              placeholder="留空则按文件名推断，如 nice-ncl13-2026.jsonl → 尼斯分类第十三版（2026文本）"
              className="mt-1 block w-full max-w-lg rounded border border-slate-300 px-2 py-1.5 text-sm"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="check"
              disabled={busy}
              className="rounded border border-slate-400 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              仅校验
            </button>
            <button
              type="submit"
              name="intent"
              value="import"
              disabled={busy}
              className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white hover:bg-slate-700"
            >
              校验并导入
            </button>
            {busy ? (
              <span role="status" className="self-center text-sm text-slate-500">
                正在处理，请稍候…
              </span>
            ) : null}
          </div>
        </Form>
        <Outcome actionData={actionData} />
      </section>
      <section className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-3 text-base font-medium text-slate-900">导入记录</h2>
        {history.length === 0 ? (
          <EmptyState title="尚未导入分类表" />
        ) : (
          <DataTable minWidth="min-w-[640px]" headers={["导入时间", "版本", "来源文件", "类别 / 类似群 / 项目"]}>
            {history.map((h, i) => (
              <tr key={h.id} className="border-t border-slate-100">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(h.importedAt)}</td>
                <td className="px-3 py-2">
                  {h.edition}
                  {i === 0 ? <span className="ml-2 rounded bg-emerald-50 px-1.5 text-xs text-emerald-700">当前</span> : null}
                </td>
                <td className="px-3 py-2">{h.source}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {n(h.classes)} / {n(h.groups)} / {n(h.items)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}

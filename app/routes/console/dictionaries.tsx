import { Form, useNavigation } from "react-router";
import { DICT_LABEL_MAX, LINK_MAX } from "#core/dictionaries";
import { ActionNotice } from "~/components/console/decision-forms";
import { button, FieldsTab, field, Intent, NavTab, SortAndAdd } from "~/components/console/dictionary-forms";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkTabs } from "~/components/ui/link-tabs";
import { type ActionResult, actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/dictionaries";

// 数据字典: one tab per dictionary (titles, tags, type names, footer links), the professional field
// tree and the main navigation. Items are renamed and reordered by number; a value lawyers use is
// disabled, not deleted.
export const meta: Route.MetaFunction = () => [{ title: "数据字典 - 运营后台" }];

type Kind = Outputs["dictionaries"]["console"]["kinds"][number];
const NAV_TAB = "nav";
const FIELDS_TAB = "fields";

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await api(context).dictionaries.console();
  const asked = new URL(request.url).searchParams.get("tab");
  const tab = asked === NAV_TAB || asked === FIELDS_TAB || data.kinds.some((k) => k.kind === asked) ? (asked as string) : (data.kinds[0]?.kind ?? NAV_TAB);
  return { ...data, tab };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const text = (name: string) => String(form.get(name) ?? "");
  const optional = (name: string) => (text(name).trim() === "" ? undefined : text(name));
  const d = api(context).dictionaries;
  const nav = () => ({ name: text("name"), routePath: text("routePath"), badge: text("badge"), sort: text("sort") });
  try {
    switch (intent) {
      case "add":
        await d.add({ kind: text("kind") as "footer_link", label: text("label"), value: optional("value"), sort: optional("sort") });
        return actionOk(intent, `已添加“${text("label").trim()}”`);
      case "update":
        await d.update({ id: form.get("id"), label: text("label"), sort: text("sort"), value: optional("value") });
        return actionOk(intent, "已保存");
      case "enable":
      case "disable":
        await d.setEnabled({ id: form.get("id"), enabled: intent === "enable" });
        return actionOk(intent, intent === "enable" ? "已启用" : "已停用，前台不再显示该项");
      case "remove":
        await d.remove({ id: form.get("id") });
        return actionOk(intent, "已删除");
      case "fieldAdd":
        await d.fieldAdd({ name: text("name"), parentId: optional("parentId"), sort: optional("sort") });
        return actionOk(intent, `已添加领域“${text("name").trim()}”`);
      case "fieldUpdate":
        await d.fieldUpdate({ id: form.get("id"), name: text("name"), sort: text("sort") });
        return actionOk(intent, "领域已保存");
      case "fieldRemove":
        await d.fieldRemove({ id: form.get("id") });
        return actionOk(intent, "领域已删除");
      case "navCustomise":
        await d.navCustomise();
        return actionOk(intent, "已复制默认导航，可以开始修改");
      case "navReset":
        await d.navReset();
        return actionOk(intent, "已恢复默认导航");
      case "navAdd":
        await d.navAdd(nav());
        return actionOk(intent, `已添加导航“${text("name").trim()}”`);
      case "navUpdate":
        await d.navUpdate({ ...nav(), id: form.get("id") });
        return actionOk(intent, "导航已保存");
      case "navRemove":
        await d.navRemove({ id: form.get("id") });
        return actionOk(intent, "导航项已删除");
      default:
        return actionRefused(intent, "未知操作");
    }
  } catch (error) {
    return actionFail(intent, error);
  }
}

function KindTab({ kind, busy }: { kind: Kind; busy: boolean }) {
  const link = kind.kind === "footer_link";
  return (
    <div className="space-y-4">
      {kind.addable ? (
        <Form method="post" className="flex flex-wrap items-end gap-2 rounded-lg bg-white p-4 text-sm shadow-sm">
          <Intent intent="add" />
          <input type="hidden" name="kind" value={kind.kind} />
          <label className="text-slate-700">
            名称
            <input name="label" required maxLength={DICT_LABEL_MAX} className={`mt-1 block ${field}`} />
          </label>
          {link ? (
            <label className="text-slate-700">
              链接（站内路径或 https 网址）
              <input name="value" required maxLength={LINK_MAX} placeholder="/aboutUs" className={`mt-1 block w-72 ${field}`} />
            </label>
          ) : null}
          <SortAndAdd busy={busy} text="添加" />
        </Form>
      ) : (
        <p className="text-sm text-slate-500">律师类型由执业规则确定（是否可提供有偿服务按类型判断），这里只能修改显示名称和顺序。</p>
      )}
      {kind.items.length === 0 ? (
        <EmptyState title={`暂无${kind.label}`} />
      ) : (
        <div className="rounded-lg bg-white shadow-sm">
          <DataTable minWidth="min-w-[760px]" headers={["名称与排序", "状态", "使用中的律师", "操作"]}>
            {kind.items.map((item) => (
              <tr key={item.id} className="border-t border-slate-100" data-testid="dict-item">
                <td className="px-3 py-2">
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <Intent intent="update" id={item.id} />
                    <input name="label" required defaultValue={item.label} maxLength={DICT_LABEL_MAX} aria-label={`名称：${item.label}`} className={field} />
                    {link ? (
                      <input
                        name="value"
                        required
                        defaultValue={item.value ?? ""}
                        maxLength={LINK_MAX}
                        aria-label={`链接：${item.label}`}
                        className={`w-56 ${field}`}
                      />
                    ) : null}
                    <input name="sort" defaultValue={item.sort} inputMode="numeric" aria-label={`排序：${item.label}`} className={`w-20 ${field}`} />
                    <button type="submit" disabled={busy} className={button} aria-label={`保存 ${item.label}`}>
                      保存
                    </button>
                  </Form>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{item.enabled ? "启用" : <span className="text-slate-500">已停用</span>}</td>
                <td className="px-3 py-2">{kind.kind === "footer_link" || kind.kind === "lawyer_type" ? "—" : item.inUse}</td>
                <td className="px-3 py-2">
                  {kind.kind === "lawyer_type" ? null : (
                    <div className="flex gap-2">
                      <Form method="post">
                        <Intent intent={item.enabled ? "disable" : "enable"} id={item.id} />
                        <button type="submit" disabled={busy} className={button} aria-label={`${item.enabled ? "停用" : "启用"} ${item.label}`}>
                          {item.enabled ? "停用" : "启用"}
                        </button>
                      </Form>
                      {item.inUse === 0 ? (
                        <Form method="post">
                          <Intent intent="remove" id={item.id} />
                          <button type="submit" disabled={busy} className={`${button} text-danger-500`} aria-label={`删除 ${item.label}`}>
                            删除
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </div>
  );
}

export default function ConsoleDictionaries({ loaderData, actionData }: Route.ComponentProps) {
  const { kinds, nav, fields, tab } = loaderData;
  const busy = useNavigation().state === "submitting";
  const tabs = [
    ...kinds.map((k) => ({ key: k.kind as string, label: k.label })),
    { key: FIELDS_TAB, label: "专业领域" },
    { key: NAV_TAB, label: "导航栏" },
  ].map((t) => ({
    ...t,
    to: `?tab=${t.key}`,
  }));
  const kind = kinds.find((k) => k.kind === tab);
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">数据字典</h1>
      <LinkTabs label="字典" tabs={tabs} current={tab} />
      <ActionNotice result={actionData as ActionResult | undefined} />
      {kind ? (
        <KindTab key={kind.kind} kind={kind} busy={busy} />
      ) : tab === FIELDS_TAB ? (
        <FieldsTab rows={fields} busy={busy} />
      ) : (
        <NavTab rows={nav} busy={busy} />
      )}
    </div>
  );
}

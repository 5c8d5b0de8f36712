import { Form } from "react-router";
import { KindFields, KindPanel } from "~/components/console/contract-check/kind-panel";
import { ActionNotice } from "~/components/console/decision-forms";
import { useDeciding } from "~/components/console/queue";
import { queueAction } from "~/components/console/queue.server";
import { SubmitButton } from "~/components/ui/field";
import { LinkTabs } from "~/components/ui/link-tabs";
import type { ActionResult } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/contract-check";

// 合同体检规则: the kinds of contract the check knows (one tab each, chosen by ?kind=), how a text is
// recognised as each, the contract-library categories checked as it, and its key clauses. Edits hold
// for the next check; the numeric rules from statute stay in code (core/contract-check/rules.ts).
export const meta: Route.MetaFunction = () => [{ title: "合同体检规则 - 运营后台" }];

const PATH = "/console/contract-check";
const NEW_TAB = "new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await api(context).keyClauses.list();
  const asked = new URL(request.url).searchParams.get("kind");
  const tab = asked === NEW_TAB || list.kinds.some((k) => k.key === asked) ? (asked as string) : (list.kinds[0]?.key ?? NEW_TAB);
  return { ...list, tab };
}

export async function action({ request, context }: Route.ActionArgs) {
  const k = api(context).keyClauses;
  const text = (form: FormData, name: string) => String(form.get(name) ?? "");
  const kindValues = (form: FormData) => ({ name: text(form, "name"), signs: text(form, "signs"), sort: text(form, "sort") });
  const link = (form: FormData) => ({ kindId: form.get("kindId"), categoryId: form.get("categoryId") });
  return queueAction(request, {
    createKind: async (form) => {
      await k.createKind(kindValues(form));
      return `已新增合同类型“${text(form, "name").trim()}”，请继续添加它的关键条款`;
    },
    updateKind: async (form) => {
      await k.updateKind({ ...kindValues(form), id: form.get("id"), version: form.get("version") });
      return "合同类型已保存，下一次体检即按新设置识别";
    },
    deleteKind: async (form) => {
      await k.deleteKind({ id: form.get("id") });
      return "已删除该合同类型及其关键条款";
    },
    link: async (form) => {
      await k.linkCategory(link(form));
      return "已关联该合同分类";
    },
    unlink: async (form) => {
      await k.unlinkCategory(link(form));
      return "已移除该合同分类";
    },
    enable: async (form) => {
      await k.setEnabled({ id: form.get("id"), enabled: true });
      return "已启用，下一次体检即检查该条款";
    },
    disable: async (form) => {
      await k.setEnabled({ id: form.get("id"), enabled: false });
      return "已停用，体检不再检查该条款";
    },
    remove: async (form) => {
      await k.remove({ id: form.get("id") });
      return "已删除该关键条款";
    },
  });
}

function NewKind({ errors }: { errors: ActionResult["errors"] }) {
  const busy = useDeciding();
  return (
    <Form method="post" noValidate aria-labelledby="new-kind" className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="new-kind" className="font-medium text-slate-900">
        新增合同类型
      </h2>
      <input type="hidden" name="intent" value="createKind" />
      <KindFields errors={errors} />
      <SubmitButton busy={busy} busyText="保存中…">
        新增类型
      </SubmitButton>
    </Form>
  );
}

export default function ConsoleContractCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { kinds, categories, tab } = loaderData;
  const result = actionData as ActionResult | undefined;
  const kind = kinds.find((k) => k.key === tab);
  const errors = result?.errors ?? {};
  // The kind forms show their errors by field; any other action's refusal is the notice.
  const byField = (result?.intent === "updateKind" || result?.intent === "createKind") && Object.keys(errors).length > 0;
  const tabs = [
    ...kinds.map((k) => ({ key: k.key, label: k.name, to: `${PATH}?kind=${k.key}` })),
    { key: NEW_TAB, label: "＋ 新增类型", to: `${PATH}?kind=${NEW_TAB}` },
  ];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-lg font-semibold text-slate-900">合同体检规则</h1>
        <p className="mt-1 text-sm text-slate-500">维护合同体检识别的合同类型及其关键条款。修改即时生效；试用期、定金、租赁期限等法定数值规则由系统内置。</p>
        <LinkTabs label="合同类型" tabs={tabs} current={tab} />
      </div>
      <ActionNotice result={byField ? undefined : result} />
      {kind ? (
        <KindPanel key={kind.id} kind={kind} tree={categories} errors={result?.intent === "updateKind" ? errors : {}} />
      ) : (
        <NewKind errors={result?.intent === "createKind" ? errors : {}} />
      )}
    </div>
  );
}

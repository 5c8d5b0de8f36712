import { Form, useNavigation } from "react-router";
import { ROLE_TEXT, STAFF_ROLES } from "#core/roles";
import { ActionNotice } from "~/components/console/decision-forms";
import { type ActionResult, actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/staff";

// 人员与权限: the administrator gives a registered user a staff role (内容审核, 财务, 客服) or takes it
// back; each role sees only its area of the console.
export const meta: Route.MetaFunction = () => [{ title: "人员与权限 - 运营后台" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { staff: await api(context).audit.staff() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const role = String(form.get("role") ?? "") as (typeof STAFF_ROLES)[number];
  try {
    if (intent === "grant") {
      const member = await api(context).audit.grant({ phone: String(form.get("phone") ?? ""), role });
      return actionOk(intent, `已为 ${member.nickname}（${member.phone}）开通${ROLE_TEXT[role] ?? role}权限`);
    }
    if (intent === "revoke") {
      await api(context).audit.revoke({ userId: form.get("userId"), role });
      return actionOk(intent, `已收回${ROLE_TEXT[role] ?? role}权限`);
    }
    return actionRefused(intent, "未知操作");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function ConsoleStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">人员与权限</h1>
      <ActionNotice result={result} />
      <Form method="post" className="flex flex-col gap-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="grant" />
        <label className="flex-1 text-slate-700">
          手机号（须已注册）
          <input name="phone" required inputMode="numeric" maxLength={11} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-1.5" />
        </label>
        <label className="text-slate-700">
          角色
          <select name="role" className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_TEXT[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-1.5 text-white hover:bg-brand-700 disabled:opacity-60">
          开通权限
        </button>
      </Form>
      <ul className="divide-y divide-slate-100 rounded-lg bg-white text-sm shadow-sm">
        {loaderData.staff.map((m) => (
          <li key={m.userId} data-testid="staff-member" className="flex flex-wrap items-center justify-between gap-2 p-4">
            <span className="text-slate-900">
              {m.nickname}
              <span className="ml-2 text-xs text-slate-500">{m.phone}</span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {m.roles.map((r) =>
                (STAFF_ROLES as readonly string[]).includes(r) ? (
                  <Form key={r} method="post" className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="userId" value={m.userId} />
                    <input type="hidden" name="role" value={r} />
                    {ROLE_TEXT[r]}
                    <button
                      type="submit"
                      disabled={busy}
                      className="text-slate-500 hover:text-danger-500"
                      aria-label={`收回 ${m.nickname} 的${ROLE_TEXT[r]}权限`}
                    >
                      ×
                    </button>
                  </Form>
                ) : (
                  <span key={r} className="rounded bg-slate-800 px-2 py-0.5 text-xs text-white">
                    {ROLE_TEXT[r] ?? r}
                  </span>
                ),
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

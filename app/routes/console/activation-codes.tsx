import { data, redirect } from "react-router";
import { canWork } from "#core/roles";
import { BatchCodes } from "~/components/membership/batch-codes";
import { BatchForm } from "~/components/membership/batch-form";
import { BatchTable } from "~/components/membership/batch-table";
import { type ActionResult, actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/activation-codes";

export const meta: Route.MetaFunction = () => [{ title: "会员激活码 - 运营后台 - 契合" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!canWork(context.session.user?.roles ?? [], "finance")) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const batchId = Number(params.get("batch"));
  const caller = api(context);
  const batches = await caller.membership.batches();
  const batch = Number.isSafeInteger(batchId) ? (batches.find((b) => b.id === batchId) ?? null) : null;
  const codes = batch ? await caller.membership.batchCodes({ batchId: batch.id }) : [];
  return { batches, batch, codes, created: batch !== null && params.has("created"), now: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const field = (name: string) => String(form.get(name) ?? "");
  try {
    const batch = await api(context).membership.createBatch({ name: field("name"), days: field("days"), count: field("count"), validDays: field("validDays") });
    return redirect(`/console/activation-codes?batch=${batch.id}&created=1`);
  } catch (error) {
    return actionFail("createBatch", error);
  }
}

const card = "rounded-lg bg-white p-4 shadow-sm";

export default function ActivationCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { batches, batch, codes, created, now } = loaderData;
  return (
    <div className="space-y-6">
      <section aria-labelledby="create-title" className={card}>
        <h1 id="create-title" className="text-base font-medium text-slate-900">
          生成会员激活码
        </h1>
        <p className="mt-1 mb-4 text-xs text-slate-500">激活码由 16 位易辨认的字母和数字组成，每个仅可兑换一次，兑换后为用户增加对应天数的VIP会员。</p>
        <BatchForm result={actionData as ActionResult | undefined} />
      </section>
      {batch ? (
        <section aria-label="批次激活码" className={card}>
          {created ? (
            <p role="status" className="mb-3 rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-700">
              已生成 {batch.count} 个激活码，请妥善保管，可复制或导出后发放。
            </p>
          ) : null}
          <BatchCodes batch={batch} codes={codes} now={now} />
        </section>
      ) : null}
      <section aria-labelledby="batches-title" className={card}>
        <h2 id="batches-title" className="mb-3 text-base font-medium text-slate-900">
          激活码批次
        </h2>
        <BatchTable batches={batches} selected={batch?.id ?? null} now={now} />
      </section>
    </div>
  );
}

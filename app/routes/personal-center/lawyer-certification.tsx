import { useNavigation } from "react-router";
import { NATIONWIDE } from "#core/regions";
import { CertificationForm, certificationValues } from "~/components/certification/certification-form";
import { ApprovedPanel, ReturnedNotice, ReviewingPanel } from "~/components/certification/status-panel";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { cityCodeOf } from "~/lib/city.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/lawyer-certification";

// 律师认证 (SPEC §4): real-name and practice certification in one application. Visitors get the
// layout's login prompt; lawyers see their status; everyone else the form, prefilled after 撤回/驳回.
export const meta: Route.MetaFunction = () => [{ title: "律师认证 - 契合" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const caller = api(context);
  const mine = await caller.certification.mine();
  const needsForm = mine.status === "0" || mine.status === "3";
  const [fieldGroups, cities] = needsForm ? await Promise.all([caller.certification.fields(), caller.regions.cities()]) : [[], { hot: [], groups: [] }];
  const city = cityCodeOf(request);
  return { mine, fieldGroups, cities, defaultCity: city === NATIONWIDE.code ? "" : city };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent"));
  const caller = api(context);
  try {
    if (intent === "undo") {
      await caller.certification.undo();
      return actionOk(intent, "申请已撤回，资料已为您保留");
    }
    await caller.certification.submit({
      ...certificationValues(form),
      licensePhoto: form.get("licensePhoto") ?? undefined,
      idPhoto: form.get("idPhoto") ?? undefined,
    });
    return actionOk("submit", "认证申请已提交，请耐心等待审核");
  } catch (error) {
    return actionFail(intent, error);
  }
}

export default function LawyerCertification({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData) return null;
  const { mine, fieldGroups, cities, defaultCity } = loaderData;
  const result = actionData as ActionResult | undefined;
  const app = mine.application;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-lg font-semibold text-slate-900">律师认证</h1>
        <p className="mt-1 text-sm text-slate-500">完成实名认证与律师执业认证后，即可开通咨询、合同定制等律师服务，并在“找律师”中展示您的主页。</p>
      </div>
      {result?.ok ? (
        <p role="status" className="rounded-md bg-emerald-50 px-4 py-2 text-sm text-emerald-700">
          {result.message}
        </p>
      ) : null}
      {mine.status === "2" ? (
        <ApprovedPanel mine={mine} />
      ) : mine.status === "1" && app ? (
        <ReviewingPanel app={app} busy={busy} />
      ) : (
        <>
          {app ? <ReturnedNotice app={app} /> : null}
          {result && !result.ok && result.intent === "undo" ? (
            <p role="alert" className="text-sm text-danger-500">
              {result.message}
            </p>
          ) : null}
          <CertificationForm
            key={app?.id ?? "new"}
            previous={app}
            fieldGroups={fieldGroups}
            cities={cities}
            defaultCity={defaultCity}
            serverErrors={result && !result.ok && result.intent === "submit" ? result.errors : {}}
            serverMessage={result && !result.ok && result.intent === "submit" ? result.message : null}
            busy={busy}
          />
        </>
      )}
    </div>
  );
}

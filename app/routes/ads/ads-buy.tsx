import { Megaphone } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useRevalidator, useSearchParams } from "react-router";
import { AD_DURATIONS, AD_LINK_PATTERN, AD_TITLE_MAX, AD_TITLE_MIN, type AdDays, adPriceFen, isAdDays } from "#core/ads";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { SidePanel } from "~/components/library/side-panel";
import { EmptyState } from "~/components/ui/empty-state";
import { FormHeader } from "~/components/ui/form-header";
import { toast } from "~/components/ui/toast";
import { type ActionResult, actionFail } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { openLogin } from "~/lib/login-store";
import { orNotFound } from "~/lib/not-found.server";
import { useRootData } from "~/lib/root-data";
import { redirectWithToast } from "~/lib/toast.server";
import { trpc } from "~/lib/trpc";
import type { Route } from "./+types/ads-buy";

const PayPopup = lazy(() => import("~/components/pay/pay-popup"));

// /subPackageDetails/AdsBuy/AdsBuy: buy an ad placement. A visitor's 立即购买 logs in first and comes
// back with ?after=adsBuy and the chosen options, which reopens the payment popup by itself (SPEC §4).
export const meta: Route.MetaFunction = () => [
  { title: "广告投放 - 契合" },
  { name: "description", content: "在契合导航栏、合同库首页与找律师列表投放推广，按天计费，支付后立即生效。" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const caller = api(context);
  const signedIn = Boolean(context.session.user);
  const [slots, mine, lawyer] = await Promise.all([
    caller.ads.slots(),
    signedIn ? caller.ads.mine() : Promise.resolve([]),
    signedIn ? orNotFound(caller.lawyers.myProfile(), ["FORBIDDEN"]) : Promise.resolve(null),
  ]);
  return { slots, mine, defaultLink: lawyer && context.session.user ? `/authorInformation/${context.session.user.id}` : "" };
}

/** The creative's image of one of the user's campaigns, until it is approved. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const file = form.get("image");
  try {
    // A missing file is the procedure's to refuse, with its message.
    await api(context).ads.uploadCreative({ campaignId: form.get("campaignId"), file: (file instanceof File ? file : undefined) as File });
    return redirectWithToast("/subPackageDetails/AdsBuy/AdsBuy", { kind: "success", text: "广告图片已上传，审核时一并查看" });
  } catch (error) {
    return actionFail("creative", error);
  }
}

type Choice = { slotId: number; days: AdDays; title: string; link: string };

function validate(c: Choice): string | null {
  const title = c.title.trim();
  if (title.length < AD_TITLE_MIN || title.length > AD_TITLE_MAX) return `广告标题 ${AD_TITLE_MIN} 到 ${AD_TITLE_MAX} 个字`;
  if (!AD_LINK_PATTERN.test(c.link.trim())) return "跳转链接须为本站页面地址，以 / 开头，例如 /authorInformation/3";
  return null;
}

const STATUS_TONE: Record<string, string> = { 投放中: "text-emerald-600", 待支付: "text-amber-600", 审核中: "text-amber-600" };

export default function AdsBuy({ loaderData, actionData }: Route.ComponentProps) {
  const { slots, mine, defaultLink } = loaderData;
  const creativeError = actionData as ActionResult | undefined;
  const { user } = useRootData();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const firstOpen = slots.find((s) => s.surplus > 0) ?? slots[0];
  const [choice, setChoice] = useState<Choice>({ slotId: firstOpen?.id ?? 0, days: 7, title: "", link: defaultLink });
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState<Choice | null>(null);
  const slot = slots.find((s) => s.id === choice.slotId);
  const total = slot ? adPriceFen(slot.dayPriceFen, choice.days) : 0;

  // Back from the login with the choice in the URL: restore it and open the payment popup.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || params.get("after") !== "adsBuy" || !user) return;
    resumed.current = true;
    const days = Number(params.get("days"));
    const restored: Choice = {
      slotId: Number(params.get("slot")) || choice.slotId,
      days: isAdDays(days) ? days : 7,
      title: params.get("title") ?? "",
      link: params.get("link") ?? defaultLink,
    };
    setChoice(restored);
    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
    if (!validate(restored)) setPaying(restored);
  }, [params, setParams, user, choice.slotId, defaultLink]);

  const create = useCallback(
    () =>
      paying
        ? trpc.ads.create.mutate({ ...paying, title: paying.title.trim(), link: paying.link.trim() }, { context: { silent: true } })
        : Promise.reject(new Error("请选择广告位")),
    [paying],
  );

  const buy = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = slot && slot.surplus === 0 ? "该广告位已满，请选择其他广告位或稍后再试" : validate(choice);
    setError(problem);
    if (problem) return;
    if (!user) {
      const back = new URLSearchParams({ after: "adsBuy", slot: String(choice.slotId), days: String(choice.days), title: choice.title, link: choice.link });
      openLogin({ afterLoginUrl: `/subPackageDetails/AdsBuy/AdsBuy?${back}` });
      return;
    }
    setPaying({ ...choice });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
      <form onSubmit={buy} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <FormHeader icon={Megaphone} title="广告投放" note="按天计费，支付后立即开始投放；30 天 9 折，90 天 85 折。" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">选择广告位</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {slots.map((s) => (
              <label
                key={s.id}
                className={`cursor-pointer rounded-lg border p-3 text-sm ${choice.slotId === s.id ? "border-brand-600 bg-brand-50" : "border-slate-200"} ${s.surplus === 0 ? "opacity-60" : ""}`}
              >
                <input
                  type="radio"
                  name="slot"
                  value={s.id}
                  checked={choice.slotId === s.id}
                  onChange={() => setChoice({ ...choice, slotId: s.id })}
                  className="sr-only"
                />
                <span className="block font-medium text-slate-900">{s.name}</span>
                <span className="mt-1 block text-xs text-slate-500">{s.where}</span>
                <span className="mt-2 block text-accent-500">{formatYuan(s.dayPriceFen)}/天</span>
                <span className="mt-1 block text-xs text-slate-500">{s.surplus > 0 ? `剩余 ${s.surplus} 个` : "已满"}</span>
              </label>
            ))}
          </div>
          {slot ? <p className="mt-2 text-xs text-slate-500">{slot.description}</p> : null}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">投放天数</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {AD_DURATIONS.map((d) => (
              <label
                key={d.days}
                className={`cursor-pointer rounded-full border px-3 py-1 text-sm ${choice.days === d.days ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-200 text-slate-600"}`}
              >
                <input
                  type="radio"
                  name="days"
                  value={d.days}
                  checked={choice.days === d.days}
                  onChange={() => setChoice({ ...choice, days: d.days })}
                  className="sr-only"
                />
                {d.days} 天{d.factorBp < 10_000 ? `（${d.factorBp / 1000} 折）` : ""}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className="text-sm font-medium text-slate-800">广告标题</span>
          <input
            value={choice.title}
            onChange={(e) => setChoice({ ...choice, title: e.target.value })}
            maxLength={AD_TITLE_MAX}
            placeholder="如：王律师 · 合同纠纷专业代理"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-800">跳转链接（本站页面）</span>
          <input
            value={choice.link}
            onChange={(e) => setChoice({ ...choice, link: e.target.value })}
            placeholder="/authorInformation/3"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger-500">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            应付金额 <span className="text-2xl font-semibold text-danger-500">{formatYuan(total)}</span>
          </p>
          <button type="submit" className="rounded-md bg-brand-600 px-6 py-2.5 text-sm font-medium text-white hover:bg-brand-700">
            立即购买
          </button>
        </div>
      </form>

      <SidePanel as="aside" id="my-ads-title" title="我的广告">
        {!user ? (
          <p className="mt-3 text-sm text-slate-500">登录后查看您投放的广告</p>
        ) : mine.length === 0 ? (
          <EmptyState title="还没有投放过广告" />
        ) : (
          <ul className="mt-3 space-y-3 text-sm">
            {mine.map((a) => (
              <li key={a.id} className="rounded-md bg-slate-50 p-3" data-testid="my-ad">
                <p className="flex justify-between gap-2">
                  <span className="font-medium text-slate-800">{a.title}</span>
                  <span className={STATUS_TONE[a.statusText] ?? "text-slate-500"}>{a.statusText}</span>
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  {a.slot} · {a.days} 天 · {formatYuan(a.amountFen)}
                </p>
                {a.startsAt && a.endsAt ? (
                  <>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(a.startsAt).slice(0, 16)} 至 {formatDateTime(a.endsAt).slice(0, 16)}
                    </p>
                    <p className="text-xs text-slate-500" data-testid="my-ad-stats">
                      展示 {a.impressions} 次 · 点击 {a.clicks} 次（约每分钟更新）
                    </p>
                  </>
                ) : null}
                {a.reviewReason ? <p className="mt-1 text-xs text-danger-500">原因：{a.reviewReason}</p> : null}
                {a.imageKey ? (
                  <img src={`/files/${a.imageKey}`} alt={`${a.title}的广告图片`} className="mt-2 max-h-16 rounded border border-slate-200" />
                ) : null}
                {a.statusText === "待支付" || a.statusText === "审核中" ? (
                  <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                    <input type="hidden" name="campaignId" value={a.id} />
                    <label className="text-slate-600">
                      广告图片（JPG/PNG/WebP，≤1MB）
                      <input type="file" name="image" accept="image/jpeg,image/png,image/webp" required className="mt-1 block w-full text-xs" />
                    </label>
                    <button type="submit" className="rounded border border-slate-300 px-2 py-1 text-slate-700 hover:border-brand-500 hover:text-brand-600">
                      上传图片
                    </button>
                    {creativeError && creativeError.intent === "creative" ? (
                      <span className="basis-full text-danger-500">{creativeError.message ?? Object.values(creativeError.errors)[0]}</span>
                    ) : null}
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {user ? (
          <Link to="/myOrder?type=ADS" className="mt-3 inline-block text-xs text-brand-600 hover:underline">
            查看广告订单
          </Link>
        ) : null}
      </SidePanel>

      {paying ? (
        <Suspense fallback={null}>
          <PayPopup
            title="购买广告投放"
            create={create}
            onPaid={() => {
              setPaying(null);
              toast.success("支付成功，广告审核通过后开始投放");
              void revalidator.revalidate();
            }}
            onClose={() => {
              setPaying(null);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { FilePen, FileSearch } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { type AmountRange, CUSTOM_KIND_TEXT, CUSTOM_KINDS, type CustomKind, REQUIREMENT } from "#core/custom";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { BasisPanel } from "~/components/custom/basis-panel";
import { DRAFT_KEY, type Draft, EMPTY, readDraft, validate } from "~/components/custom/custom-draft";
import { type Attachment, AttachmentsField, KeyTermsEditor, PartiesEditor } from "~/components/custom/custom-form-parts";
import { ChosenLawyer } from "~/components/lawyers/chosen-lawyer";
import { CheckoutPopup, useCheckout, useResumeAfterLogin } from "~/components/service-order/checkout";
import { FormHeader } from "~/components/ui/form-header";
import { toast } from "~/components/ui/toast";
import { actionFail, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { openLogin } from "~/lib/login-store";
import { useRootData } from "~/lib/root-data";
import { trpc } from "~/lib/trpc";
import type { Route } from "./+types/buy-custom";

// /buyCustom/buyCustom (合同定制 / 合同审核): from a lawyer's profile (?lawyerId=&type=) or for the
// platform to match; a structured requirement plus attachments, then the one payment popup.
const ID = /^[1-9]\d{0,9}$/;

function kindOf(raw: string | null): CustomKind {
  return CUSTOM_KINDS.find((k) => k === raw) ?? "CONTRACT_CUSTOMIZATION";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("lawyerId");
  const lawyerId = raw && ID.test(raw) ? Number(raw) : null;
  const form = await api(context).custom.formData({ lawyerId });
  return { kind: kindOf(url.searchParams.get("type")), askedLawyer: lawyerId !== null, ...form };
}

/** Uploads one attachment (the form posts each file as it is chosen). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const file = form.get("file");
  try {
    if (!(file instanceof File)) return actionRefused("upload", "请选择要上传的文件");
    const saved = await api(context).custom.uploadAttachment({ file });
    return data({ ok: true, intent: "upload", message: null, errors: {}, file: saved });
  } catch (error) {
    return actionFail("upload", error);
  }
}

/** An upload changes nothing the loader shows. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const who = d?.lawyer ? `${d.lawyer.name}律师` : "执业律师";
  return [
    { title: `合同定制与审核 - ${who} - 契合` },
    { name: "description", content: `由${who}按您的交易起草专属合同，或逐条审查您的合同并出具书面意见；按工作日交付，含修改与复核。` },
  ];
};

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none";
const label = "text-sm font-medium text-slate-800";
const Err = ({ text }: { text?: string | undefined }) => (text ? <p className="mt-1 text-xs text-danger-500">{text}</p> : null);

export default function BuyCustom({ loaderData }: Route.ComponentProps) {
  const { basis, amountRanges, categories, fields, lawyer, askedLawyer } = loaderData;
  const { user } = useRootData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [d, setD] = useState<Draft>({ kind: loaderData.kind, ...EMPTY });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setAttachments = useMemo(
    () => (attachments: Attachment[]) => {
      setD((x) => ({ ...x, attachments }));
      // The missing-contract message goes once a file is there.
      if (attachments.length) setErrors(({ attachmentIds: _, ...rest }) => rest);
    },
    [],
  );

  const tops = useMemo(() => categories.filter((c) => c.parentId === null), [categories]);
  const chosen = categories.find((c) => c.id === d.categoryId) ?? null;
  const top = chosen ? (chosen.parentId ?? chosen.id) : null;
  const children = categories.filter((c) => top !== null && c.parentId === top);
  const fieldTops = useMemo(() => fields.filter((f) => f.parentId === null), [fields]);
  const plan = basis.find((b) => b.kind === d.kind) ?? basis[0];
  const lawyerPrice = lawyer ? (d.kind === "CONTRACT_REVIEW" ? lawyer.reviewPriceFen : lawyer.customPriceFen) : null;
  const priceFen = lawyer ? lawyerPrice : (plan?.priceFen ?? null);
  const today = formatDateTime(Date.now(), "YYYY-MM-DD");

  const checkout = useCheckout(
    async (draft: Draft) => {
      const order = await trpc.custom.create.mutate(
        {
          kind: draft.kind,
          categoryId: draft.categoryId ?? 0,
          fieldId: draft.fieldId,
          lawyerId: lawyer?.id ?? null,
          requirement: {
            parties: draft.parties,
            subject: draft.subject,
            amountRange: draft.amountRange as AmountRange,
            keyTerms: draft.keyTerms,
            wantedBy: draft.wantedBy,
            details: draft.details,
          },
          attachmentIds: draft.attachments.map((a) => a.id),
        },
        { context: { silent: true } },
      );
      // The attachments now belong to this order: an older draft holding them could not be placed again.
      sessionStorage.removeItem(DRAFT_KEY);
      return order;
    },
    (message) => setErrors({ form: message }),
  );
  const paying = checkout.paying;
  const place = (draft: Draft) => checkout.place(draft, JSON.stringify(draft));

  /** SPEC §4 after-login: the draft waits in sessionStorage while the visitor logs in (a reload may come in between). */
  const loginFirst = (after: "pay" | null) => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(d));
    const next = new URLSearchParams(params);
    next.set("type", d.kind);
    if (after) next.set("after", after);
    openLogin({ afterLoginUrl: `${window.location.pathname}?${next}` });
  };

  // The service type in the address (a profile's button) wins over the one in an older draft.
  const typed = params.has("type");
  const pageKind = loaderData.kind;
  useEffect(() => {
    const saved = readDraft();
    if (saved) setD({ ...saved, kind: typed ? pageKind : saved.kind });
  }, [typed, pageKind]);
  useResumeAfterLogin(() => {
    const saved = readDraft();
    if (!saved) return;
    const found = validate(saved, lawyer?.id ?? null);
    setErrors(found);
    if (Object.keys(found).length === 0) void place(saved);
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validate(d, lawyer?.id ?? null);
    // A visitor cannot upload yet: the contract to review is asked for after logging in.
    if (!user) delete found.attachmentIds;
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!user) return loginFirst(d.kind === "CONTRACT_REVIEW" && d.attachments.length === 0 ? null : "pay");
    void place(d);
  };

  if (!plan) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_300px]">
      <form onSubmit={submit} noValidate className="min-w-0 space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <FormHeader title="合同定制与审核" note="执业律师一对一服务：按您的交易起草专属合同，或逐条审查您手中的合同。" />

        {lawyer ? (
          <ChosenLawyer lawyer={lawyer} matchHref={`/buyCustom/buyCustom?type=${d.kind}`} />
        ) : askedLawyer ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-700">所选律师暂未开通合同定制与审核服务，已为您改为平台匹配律师。</p>
        ) : null}

        <fieldset>
          <legend className={label}>
            服务类型 <span className="text-danger-500">*</span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {basis.map((b) => {
              const price = lawyer ? (b.kind === "CONTRACT_REVIEW" ? lawyer.reviewPriceFen : lawyer.customPriceFen) : b.priceFen;
              const Icon = b.kind === "CONTRACT_REVIEW" ? FileSearch : FilePen;
              const on = d.kind === b.kind;
              return (
                <label
                  key={b.kind}
                  className={`flex cursor-pointer gap-3 rounded-lg border p-3 ${on ? "border-brand-600 bg-brand-50/60 ring-1 ring-brand-600" : "border-slate-200 hover:border-brand-500"}`}
                >
                  <input type="radio" name="kind" value={b.kind} checked={on} onChange={() => set({ kind: b.kind })} className="sr-only" />
                  <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${on ? "text-brand-600" : "text-slate-500"}`} aria-hidden />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{b.name}</span>
                    <span className="block text-xs text-slate-500">
                      {b.deliveryWorkingDays} 个工作日交付 · 含 {b.revisions} 次{b.kind === "CONTRACT_REVIEW" ? "复核" : "修改"}
                    </span>
                    <span className="mt-1 block text-sm font-medium text-danger-500">{price === null ? "该律师暂未开通" : formatYuan(price)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <span className={label}>
              合同类别 <span className="text-danger-500">*</span>
            </span>
            <div className="grid grid-cols-2 gap-2">
              <select
                aria-label="合同大类"
                value={top ?? ""}
                onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })}
                className={input}
              >
                <option value="">请选择</option>
                {tops.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              <select
                aria-label="具体类别"
                value={chosen && chosen.parentId !== null ? chosen.id : ""}
                disabled={children.length === 0}
                onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : top })}
                className={input}
              >
                <option value="">{top === null ? "先选大类" : "不限"}</option>
                {children.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <Err text={errors.categoryId} />
          </div>
          <label className="block">
            <span className={label}>
              所属领域 <span className="text-xs font-normal text-slate-500">（选填，便于匹配擅长的律师）</span>
            </span>
            <select value={d.fieldId ?? ""} onChange={(e) => set({ fieldId: e.target.value ? Number(e.target.value) : null })} className={input}>
              <option value="">不确定</option>
              {fieldTops.map((t) => (
                <optgroup key={t.id} label={t.name}>
                  <option value={t.id}>{t.name}（综合）</option>
                  {fields
                    .filter((f) => f.parentId === t.id)
                    .map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
            <Err text={errors.fieldId} />
          </label>
        </div>

        <PartiesEditor parties={d.parties} onChange={(parties) => set({ parties })} error={errors.parties} />

        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block">
            <span className={label}>
              合同标的 <span className="text-danger-500">*</span>
            </span>
            <input
              value={d.subject}
              maxLength={REQUIREMENT.subjectMax}
              onChange={(e) => set({ subject: e.target.value })}
              placeholder="如：办公室租赁、软件开发服务、股权转让"
              className={input}
            />
            <Err text={errors.subject} />
          </label>
          <label className="block">
            <span className={label}>
              合同金额 <span className="text-danger-500">*</span>
            </span>
            <select value={d.amountRange} onChange={(e) => set({ amountRange: e.target.value as AmountRange | "" })} className={input}>
              <option value="">请选择金额范围</option>
              {amountRanges.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.text}
                </option>
              ))}
            </select>
            <Err text={errors.amountRange} />
          </label>
        </div>

        <KeyTermsEditor terms={d.keyTerms} onChange={(keyTerms) => set({ keyTerms })} error={errors.keyTerms} />

        <label className="block sm:w-64">
          <span className={label}>
            期望完成日期 <span className="text-xs font-normal text-slate-500">（选填）</span>
          </span>
          <input type="date" value={d.wantedBy} min={today} onChange={(e) => set({ wantedBy: e.target.value })} className={input} />
          <Err text={errors.wantedBy} />
        </label>

        <label className="block">
          <span className={label}>
            需求描述 <span className="text-danger-500">*</span>
          </span>
          <textarea
            value={d.details}
            onChange={(e) => set({ details: e.target.value })}
            rows={6}
            maxLength={REQUIREMENT.textMax}
            placeholder={
              d.kind === "CONTRACT_REVIEW"
                ? "请说明您在合同中是哪一方、签约背景、目前谈判到哪一步，以及最担心的风险。例如：我方是承租方，租期五年，担心出租方提前解约和维修责任不清。"
                : "请说明交易背景、双方的主要权利义务、付款与交付安排，以及您特别在意的事项。例如：我司委托外包团队开发小程序，分三期付款，源代码须归我司所有。"
            }
            className={`${input} leading-6`}
          />
          <span className="flex justify-between text-xs">
            <span className="text-danger-500">{errors.details ?? ""}</span>
            <span className="text-slate-500">
              {d.details.trim().length}/{REQUIREMENT.textMax}
            </span>
          </span>
        </label>

        <AttachmentsField
          attachments={d.attachments}
          onChange={setAttachments}
          required={d.kind === "CONTRACT_REVIEW"}
          signedIn={Boolean(user)}
          onLogin={() => loginFirst(null)}
          error={errors.attachmentIds}
        />

        {errors.form ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger-500">
            {errors.form}
          </p>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            应付金额 <span className="text-2xl font-semibold text-danger-500">{priceFen === null ? "—" : formatYuan(priceFen)}</span>
            <span className="ml-1 text-xs text-slate-500">/份</span>
          </p>
          {priceFen === null ? (
            <Link to={`/buyCustom/buyCustom?type=${d.kind}`} className="text-sm text-brand-600 hover:underline">
              {lawyer?.name}律师暂未开通{CUSTOM_KIND_TEXT[d.kind]}，由平台为您匹配律师
            </Link>
          ) : (
            <button
              type="submit"
              disabled={checkout.busy}
              className="w-full rounded-md bg-brand-600 px-6 py-2.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
            >
              {checkout.busy ? "提交中…" : "提交需求并支付"}
            </button>
          )}
        </div>
      </form>

      <BasisPanel basis={plan} priceFen={priceFen ?? plan.priceFen} lawyerName={lawyer && priceFen !== null ? lawyer.name : null} />

      {paying ? (
        <CheckoutPopup
          orderNo={paying.orderNo}
          title={`支付${CUSTOM_KIND_TEXT[d.kind]}费用`}
          onPaid={() => {
            sessionStorage.removeItem(DRAFT_KEY);
            toast.success("支付成功，需求已提交，正在为您匹配律师");
            navigate(`/custom?id=${paying.customId}`);
          }}
          onClose={checkout.close}
        />
      ) : null}
    </div>
  );
}

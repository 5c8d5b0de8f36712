import { CheckCircle2, Clock, MessageSquare, Phone, ShieldCheck } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ADVICE_KIND_TEXT, ADVICE_SERVICE_NOTE, type AdviceKind, DEFAULT_PRICE_FEN, QUESTION_MAX } from "#core/advice";
import { createAdviceInput } from "#core/advice-input";
import { formatYuan } from "#core/money";
import { ChosenLawyer } from "~/components/lawyers/chosen-lawyer";
import { SidePanel } from "~/components/library/side-panel";
import { CheckoutPopup, useCheckout, useResumeAfterLogin } from "~/components/service-order/checkout";
import { ServiceSteps } from "~/components/service-order/service-steps";
import { controlClass, FieldSet, FormError, InputField, SubmitButton, TextareaField } from "~/components/ui/field";
import { FormHeader } from "~/components/ui/form-header";
import { toast } from "~/components/ui/toast";
import { api } from "~/lib/api.server";
import { type FieldErrors, FORM_ERROR, fieldErrors, hasErrors } from "~/lib/form-schema";
import { openLogin } from "~/lib/login-store";
import { useRootData } from "~/lib/root-data";
import { trpc } from "~/lib/trpc";
import type { Route } from "./+types/advice-form";

// /tellConsult/tellConsult (电话咨询) and /onLineAdvice/onLineAdvice (在线咨询): pick a field (or come
// from a lawyer's profile with ?lawyerId=), describe the matter, pay; the order then waits for a lawyer.
const ID = /^[1-9]\d{0,9}$/;

function kindOf(pathname: string): AdviceKind {
  return pathname.startsWith("/tellConsult") ? "PHONE" : "ONLINE";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("lawyerId");
  const lawyerId = raw && ID.test(raw) ? Number(raw) : null;
  const form = await api(context).advice.formData({ lawyerId });
  return { kind: kindOf(url.pathname), ...form };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const kind = d?.kind ?? "ONLINE";
  const who = d?.lawyer ? `${d.lawyer.name}律师` : "专业律师";
  return [
    { title: `${ADVICE_KIND_TEXT[kind]}${who} - 契合` },
    { name: "description", content: `向${who}${ADVICE_KIND_TEXT[kind]}：${ADVICE_SERVICE_NOTE[kind]}。2 小时内无律师接单自动全额退款。` },
  ];
};

const STEPS: Record<AdviceKind, string[]> = {
  PHONE: ["描述问题并支付", "律师接单", "律师 2 小时内回电", "通话结束后评价"],
  ONLINE: ["描述问题并支付", "律师接单", "24 小时内图文交流", "咨询结束后评价"],
};

type Draft = { fieldId: number | null; question: string; phone: string };

function readDraft(key: string): Draft | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null") as Draft | null;
  } catch {
    return null;
  }
}

export default function AdviceForm({ loaderData }: Route.ComponentProps) {
  const { kind, fields, lawyer } = loaderData;
  const { user } = useRootData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draftKey = `qihe:advice-draft:${kind}`;
  const tops = useMemo(() => fields.filter((f) => f.parentId === null), [fields]);
  const preferred = lawyer?.fieldIds[0] ?? null;
  const [fieldId, setFieldId] = useState<number | null>(preferred);
  const [question, setQuestion] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const price = lawyer ? (kind === "PHONE" ? lawyer.phonePriceFen : lawyer.onlinePriceFen) : DEFAULT_PRICE_FEN[kind];
  const selected = fields.find((f) => f.id === fieldId) ?? null;
  const openTop = selected ? (selected.parentId ?? selected.id) : null;

  // The procedure's own schema, so the form shows exactly the server's messages.
  const validate = (d: Draft) => fieldErrors(createAdviceInput, { kind, fieldId: d.fieldId, question: d.question, phone: kind === "PHONE" ? d.phone : null });

  const checkout = useCheckout(
    (d: Draft) =>
      trpc.advice.create.mutate(
        { kind, fieldId: d.fieldId ?? 0, lawyerId: lawyer?.id ?? null, question: d.question.trim(), phone: kind === "PHONE" ? d.phone.trim() : null },
        { context: { silent: true } },
      ),
    (message) => setErrors({ [FORM_ERROR]: message }),
  );
  const paying = checkout.paying;
  const place = (d: Draft) => checkout.place(d, JSON.stringify([d.fieldId, d.question.trim(), d.phone.trim()]));

  useEffect(() => {
    const d = readDraft(draftKey);
    if (!d) return;
    setQuestion(d.question);
    setPhone(d.phone);
    if (d.fieldId) setFieldId(d.fieldId);
  }, [draftKey]);
  useResumeAfterLogin(() => {
    const d = readDraft(draftKey);
    if (d && !hasErrors(validate(d))) void place(d);
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const draft = { fieldId, question, phone };
    const found = validate(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    if (!user) {
      sessionStorage.setItem(draftKey, JSON.stringify(draft));
      const next = new URLSearchParams(params);
      next.set("after", "pay");
      openLogin({ afterLoginUrl: `${window.location.pathname}?${next}` });
      return;
    }
    void place(draft);
  };

  if (price === null) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <p className="text-slate-600">
          {lawyer?.name}律师暂未开通{ADVICE_KIND_TEXT[kind]}。
        </p>
        <p className="mt-2 text-sm">
          <Link to={kind === "PHONE" ? "/tellConsult/tellConsult" : "/onLineAdvice/onLineAdvice"} className="text-brand-600 hover:underline">
            由平台为您匹配律师
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_300px]">
      <form onSubmit={submit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <FormHeader icon={kind === "PHONE" ? Phone : MessageSquare} title={ADVICE_KIND_TEXT[kind]} note={ADVICE_SERVICE_NOTE[kind]} />

        {lawyer ? (
          <ChosenLawyer
            lawyer={lawyer}
            detail={lawyer.responseMinutes !== null ? ` · 平均 ${lawyer.responseMinutes} 分钟接单` : ""}
            matchHref={kind === "PHONE" ? "/tellConsult/tellConsult" : "/onLineAdvice/onLineAdvice"}
          />
        ) : null}

        <FieldSet name="fieldId" legend="咨询领域" error={errors.fieldId} required>
          <div className="flex flex-wrap gap-2">
            {tops.map((t) => (
              <button
                key={t.id}
                type="button"
                aria-pressed={openTop === t.id}
                onClick={() => setFieldId(t.id)}
                className={`rounded-full border px-3 py-1 text-sm ${openTop === t.id ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-200 text-slate-600 hover:border-brand-500"}`}
              >
                {t.name}
              </button>
            ))}
          </div>
          {openTop !== null ? (
            <div className="mt-2 flex flex-wrap gap-2 rounded-md bg-slate-50 p-2">
              {fields
                .filter((f) => f.parentId === openTop)
                .map((f) => (
                  <button
                    key={f.id}
                    type="button"
                    aria-pressed={fieldId === f.id}
                    onClick={() => setFieldId(f.id)}
                    className={`rounded px-2.5 py-1 text-sm ${fieldId === f.id ? "bg-brand-600 text-white" : "bg-white text-slate-600 ring-1 ring-slate-200 hover:text-brand-600"}`}
                  >
                    {f.name}
                  </button>
                ))}
            </div>
          ) : null}
        </FieldSet>

        <TextareaField
          name="question"
          label="问题描述"
          required
          error={errors.question}
          hint={
            <span className="block text-right">
              {question.trim().length}/{QUESTION_MAX}
            </span>
          }
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          rows={6}
          maxLength={QUESTION_MAX}
          placeholder="请写清事情经过（时间、金额、双方关系）、目前的进展和您想了解的问题。例如：2025 年 3 月与房东签了一年租约，押金 5000 元，房东现在要提前收房且不退押金，我能要求赔偿吗？"
          controlClassName={`${controlClass} leading-6`}
        />

        {kind === "PHONE" ? (
          <InputField
            name="phone"
            label="接听电话"
            error={errors.phone}
            hint="号码仅对接单律师在服务期间可见，其余时间以 138****0000 形式显示"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            inputMode="numeric"
            maxLength={11}
            placeholder="不填则使用您的注册手机号"
            controlClassName={`${controlClass} sm:w-64`}
          />
        ) : null}

        <FormError message={errors.form} className="rounded-md bg-red-50 px-3 py-2" />

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            应付金额 <span className="text-2xl font-semibold text-danger-500">{formatYuan(price)}</span>
            <span className="ml-1 text-xs text-slate-500">/次</span>
          </p>
          <SubmitButton busy={checkout.busy}>提交并支付</SubmitButton>
        </div>
      </form>

      <aside className="space-y-4">
        <ServiceSteps id="steps-title" steps={STEPS[kind]} />
        <SidePanel id="promise-title" title="服务保障" className="text-sm text-slate-600">
          <p className="mt-3 flex gap-2">
            <ShieldCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
            律师均经执业证书与实名双重认证
          </p>
          <p className="mt-2 flex gap-2">
            <Clock className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />2 小时内无律师接单，系统自动全额退款
          </p>
          <p className="mt-2 flex gap-2">
            <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
            律师接单前可随时取消，服务中不满意可申请退款
          </p>
          {params.get("lawyerId") && !lawyer ? <p className="mt-3 text-xs text-amber-700">所选律师不存在或暂停服务，已为您改为平台匹配。</p> : null}
        </SidePanel>
      </aside>

      {paying ? (
        <CheckoutPopup
          orderNo={paying.orderNo}
          title={`支付${ADVICE_KIND_TEXT[kind]}费用`}
          onPaid={() => {
            sessionStorage.removeItem(draftKey);
            toast.success("支付成功，正在为您通知律师");
            navigate(`/myAdvice?id=${paying.adviceId}`);
          }}
          onClose={checkout.close}
        />
      ) : null}
    </div>
  );
}

import { Download, Mail, ShoppingCart } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { formatYuan } from "#core/money";
import { IconButton } from "~/components/ui/icon-button";
import { toast } from "~/components/ui/toast";
import { openLogin } from "~/lib/login-store";
import { trpc } from "~/lib/trpc";

const PayPopup = lazy(() => import("~/components/pay/pay-popup"));

type Props = {
  template: { id: number; title: string; priceFen: number; memberPriceFen: number; memberFree: boolean; canAccess: boolean };
  signedIn: boolean;
  isMember: boolean;
};

// SPEC §4 after-login operations: a visitor's 立即购买 / 发送到邮箱 logs in first and comes back with
// ?after=pay or ?after=email, which reopens the payment popup or the e-mail form by itself.
export function PurchasePanel({ template, signedIn, isMember }: Props) {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const here = `/templateDetails/${template.id}`;

  useEffect(() => {
    const after = params.get("after");
    if (!after || !signedIn) return;
    if (after === "pay" && !template.canAccess) setPaying(true);
    if (after === "email" && template.canAccess) setEmailing(true);
    const next = new URLSearchParams(params);
    next.delete("after");
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams, signedIn, template.canAccess]);

  const buy = () => (signedIn ? setPaying(true) : openLogin({ afterLoginUrl: `${here}?after=pay` }));

  const download = async () => {
    setBusy(true);
    try {
      const link = await trpc.templates.download.mutate({ id: template.id }, { context: { loading: true } });
      window.location.assign(link.url);
    } catch {
      // The error toast has been shown by the client.
    } finally {
      setBusy(false);
    }
  };

  const sendEmail = async (e: React.FormEvent) => {
    e.preventDefault();
    setEmailError(null);
    setBusy(true);
    try {
      await trpc.templates.sendEmail.mutate({ id: template.id, email }, { context: { silent: true, loading: true } });
      toast.success(`已发送至 ${email.trim()}，请查收邮件`);
      setEmailing(false);
    } catch (error) {
      setEmailError(error instanceof Error ? error.message : "发送失败，请稍后再试");
    } finally {
      setBusy(false);
    }
  };

  if (template.canAccess) {
    return (
      <div className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-4" data-testid="unlocked">
        <p className="text-sm text-emerald-800">
          {template.priceFen === 0 ? "本范本免费提供，可直接下载使用。" : "您已获得本范本的使用权，可下载 Word 原稿或发送到邮箱。"}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <IconButton icon={Download} tone="primary" disabled={busy} onClick={signedIn ? download : () => openLogin({ afterLoginUrl: here })}>
            下载范本
          </IconButton>
          <IconButton icon={Mail} onClick={() => (signedIn ? setEmailing((v) => !v) : openLogin({ afterLoginUrl: `${here}?after=email` }))}>
            发送到邮箱
          </IconButton>
        </div>
        {emailing ? (
          <form onSubmit={sendEmail} noValidate className="mt-3 flex flex-wrap items-start gap-2">
            <label className="sr-only" htmlFor="send-email">
              邮箱地址
            </label>
            <div className="min-w-56 flex-1">
              <input
                id="send-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="请输入接收范本的邮箱"
                aria-invalid={Boolean(emailError)}
                aria-describedby={emailError ? "send-email-error" : undefined}
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
              {emailError ? (
                <p id="send-email-error" role="alert" className="mt-1 text-xs text-danger-500">
                  {emailError}
                </p>
              ) : null}
            </div>
            <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
              发送
            </button>
          </form>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="locked">
      <p>
        以上为正文预览，购买后可阅读全文并下载 Word 原稿。
        {template.memberFree ? "本范本 VIP 会员可免费阅读全文。" : null}
        {template.memberFree && !signedIn ? (
          <button
            type="button"
            onClick={() => openLogin({ afterLoginUrl: here })}
            className="ml-2 rounded-md bg-brand-600 px-3 py-1 text-white hover:bg-brand-700"
          >
            会员登录
          </button>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span>
          价格 <span className="text-lg font-semibold text-danger-500">{formatYuan(isMember ? template.memberPriceFen : template.priceFen)}</span>
          {isMember ? <span className="ml-2 text-xs text-slate-500 line-through">{formatYuan(template.priceFen)}</span> : null}
        </span>
        {!isMember ? <span className="text-xs text-amber-700">VIP会员价 {formatYuan(template.memberPriceFen)}</span> : null}
        <button type="button" onClick={buy} className="inline-flex items-center gap-1 rounded-md bg-danger-500 px-4 py-2 text-white hover:opacity-90">
          <ShoppingCart className="h-4 w-4" aria-hidden />
          立即购买
        </button>
        {template.memberFree ? (
          <Link to="/myMember" className="text-brand-700 underline">
            本范本VIP会员免费，开通会员
          </Link>
        ) : null}
      </div>
      {paying ? (
        <Suspense fallback={null}>
          <PayPopup
            title="购买合同范本"
            create={() => trpc.orders.create.mutate({ type: "TEMPLATE", templateId: template.id }, { context: { silent: true } })}
            onPaid={() => {
              setPaying(false);
              toast.success("支付成功，已为您解锁全文");
              void revalidator.revalidate();
            }}
            onClose={() => setPaying(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useState } from "react";
import { renderSVG } from "uqr";
import { formatYuan } from "#core/money";
import { PAY_CHANNEL_TEXT } from "#core/orders";
import { trpc } from "~/lib/trpc";
import { ModalDialog } from "../ui/modal-dialog";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";

// The payment popup (SPEC §2/§4): amount, WeChat / Alipay tabs, a QR code to scan and live status.
// Loaded lazily by the pages that sell something; every order type pays through it.
export type PayPopupProps = {
  /** An existing unpaid order to pay, or */
  orderNo?: string;
  /** a function creating the order when the popup opens. */
  create?: () => Promise<{ orderNo: string }>;
  title: string;
  onPaid: () => void;
  onClose: () => void;
};

type Channel = keyof typeof PAY_CHANNEL_TEXT;
type Prepared = { orderNo: string; amountFen: number; expiresAt: number; codeUrl: string; channel: Channel; sandbox: boolean };

const POLL_MS = 2000;
const PAID = new Set([1, 30]);

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "下单失败，请稍后再试";
}

function useCountdown(until: number | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (until === null) return "";
  const left = Math.max(0, Math.floor((until - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

export default function PayPopup({ orderNo: givenOrderNo, create, title, onPaid, onClose }: PayPopupProps) {
  // The popup closes itself before telling the page that it was paid or closed.
  const [open, setOpen] = useState(true);
  const [channel, setChannel] = useState<Channel>("WECHAT");
  const [orderNo, setOrderNo] = useState<string | null>(givenOrderNo ?? null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const countdown = useCountdown(prepared?.expiresAt ?? null);

  // Create the order once (unless one was given).
  useEffect(() => {
    if (orderNo || !create) return;
    let live = true;
    create().then(
      (o) => live && setOrderNo(o.orderNo),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [orderNo, create]);

  // Ask the provider for a QR code whenever the order or the channel changes.
  useEffect(() => {
    if (!orderNo) return;
    let live = true;
    setPrepared(null);
    setError(null);
    trpc.orders.prepay.mutate({ orderNo, channel }, { context: { silent: true } }).then(
      (p) => live && setPrepared(p),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [orderNo, channel]);

  const finish = useCallback(() => {
    setOpen(false);
    onPaid();
  }, [onPaid]);

  // Live status: poll until paid or closed.
  useEffect(() => {
    if (!prepared) return;
    const timer = setInterval(() => {
      trpc.orders.status.query({ orderNo: prepared.orderNo }, { context: { silent: true } }).then(
        ({ status }) => {
          if (PAID.has(status)) {
            clearInterval(timer);
            finish();
          } else if (status !== 0) {
            clearInterval(timer);
            setClosed(true);
          }
        },
        () => {},
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [prepared, finish]);

  const close = () => {
    setOpen(false);
    onClose();
  };

  return (
    <ModalDialog open={open} titleId="pay-title" title={title} width="w-[min(92vw,380px)]" onClose={close} className="text-center">
      <Tabs value={channel} onValueChange={(value) => setChannel(value as Channel)}>
        <TabList label="支付方式" className="mt-4 grid grid-cols-2 gap-2">
          {(Object.keys(PAY_CHANNEL_TEXT) as Channel[]).map((c) => (
            <Tab
              key={c}
              value={c}
              className={`rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-600 ${c === "WECHAT" ? "data-[state=active]:border-emerald-500 data-[state=active]:bg-emerald-50 data-[state=active]:text-emerald-700" : "data-[state=active]:border-sky-500 data-[state=active]:bg-sky-50 data-[state=active]:text-sky-700"}`}
            >
              {PAY_CHANNEL_TEXT[c]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={channel}>
          {error ? (
            <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-700">
              {error}
            </p>
          ) : closed ? (
            <p role="alert" className="mt-6 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
              订单已关闭，请关闭后重新下单
            </p>
          ) : !prepared ? (
            <p className="mt-6 py-16 text-sm text-slate-500">正在生成支付二维码…</p>
          ) : (
            <div className="mt-4">
              <p className="text-sm text-slate-500">
                应付金额
                <span className="ml-1 text-2xl font-semibold text-danger-500" data-testid="pay-amount">
                  {formatYuan(prepared.amountFen)}
                </span>
              </p>
              <div
                className="mx-auto mt-3 h-48 w-48 rounded border border-slate-200 p-1"
                role="img"
                aria-label={`${PAY_CHANNEL_TEXT[prepared.channel]}付款码`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally from our own payment URL
                dangerouslySetInnerHTML={{ __html: renderSVG(prepared.codeUrl) }}
              />
              <p className="mt-2 text-sm text-slate-600">请使用{prepared.channel === "WECHAT" ? "微信" : "支付宝"}扫一扫完成支付</p>
              <p className="mt-1 text-xs text-slate-500">
                订单号 {prepared.orderNo} · 剩余支付时间 {countdown}
              </p>
              {prepared.sandbox ? (
                <a href={prepared.codeUrl} target="_blank" rel="noreferrer" className="mt-3 inline-block text-sm text-brand-600 underline">
                  沙箱环境：在收银台页面模拟支付
                </a>
              ) : null}
              <p className="mt-3 text-xs text-slate-500" aria-live="polite">
                支付完成后页面将自动更新
              </p>
            </div>
          )}
        </TabPanel>
      </Tabs>
    </ModalDialog>
  );
}

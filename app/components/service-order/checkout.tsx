import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { PayPopupProps } from "~/components/pay/pay-popup";
import { useRootData } from "~/lib/root-data";

// A service order placed from its form (咨询, 定制/审核) and paid in the one payment popup.

const PayPopup = lazy(() => import("~/components/pay/pay-popup"));

/**
 * Places the order and opens the popup. The same request sent again (the popup closed, then 提交
 * again) pays the order already placed rather than a second one.
 */
export function useCheckout<D, C extends { orderNo: string }>(create: (draft: D) => Promise<C>, onError: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<{ order: C; sig: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const place = async (draft: D, sig: string) => {
    if (placed?.sig === sig) return setPaying(true);
    setBusy(true);
    try {
      setPlaced({ order: await create(draft), sig });
      setPaying(true);
    } catch (error) {
      onError(error instanceof Error ? error.message : "提交失败，请稍后再试");
    } finally {
      setBusy(false);
    }
  };
  return { busy, place, paying: paying ? (placed?.order ?? null) : null, close: () => setPaying(false) };
}

/**
 * SPEC §4 after-login: a visitor's draft waits in sessionStorage while logging in (a reload may come in
 * between); back with ?after=pay and signed in, `resume` runs once and ?after= leaves the address.
 */
export function useResumeAfterLogin(resume: () => void) {
  const { user } = useRootData();
  const [params, setParams] = useSearchParams();
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || params.get("after") !== "pay" || !user) return;
    resumed.current = true;
    const next = new URLSearchParams(params);
    next.delete("after");
    setParams(next, { replace: true, preventScrollReset: true });
    resume();
  });
}

/** The payment popup of the order just placed. */
export function CheckoutPopup(props: Required<Pick<PayPopupProps, "orderNo" | "title" | "onPaid" | "onClose">>) {
  return (
    <Suspense fallback={null}>
      <PayPopup {...props} />
    </Suspense>
  );
}

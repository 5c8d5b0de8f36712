import { lazy, Suspense } from "react";

const SliderCaptcha = lazy(() => import("./slider-captcha"));

/**
 * The slider captcha while `open`, its code loaded on first use. Passing it closes it and hands the
 * verification on, for the request that needs one (an SMS code, a login, an application).
 */
export function LazyCaptcha({ open, onClose, onPassed }: { open: boolean; onClose: () => void; onPassed: (captchaVerification: string) => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SliderCaptcha
        open
        onClose={onClose}
        onSuccess={(verification) => {
          onClose();
          onPassed(verification);
        }}
      />
    </Suspense>
  );
}

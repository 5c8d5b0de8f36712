import { Check, ChevronsRight, RotateCw, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { aesEncrypt, CAPTCHA_TYPE, CHECK_Y, DISPLAY_WIDTH, IMAGE_WIDTH, PIECE_WIDTH, verificationString } from "#core/captcha";

// The slider captcha popup (SPEC §2, §4, §8, §9), speaking AJ-Captcha blockPuzzle to /captcha/get and
// /captcha/check. Loaded lazily. A native <dialog> with showModal(), so it stacks above the login
// dialog (also modal), traps focus and closes on Escape. Pointer events cover mouse and touch.

type Props = { open: boolean; onSuccess: (captchaVerification: string) => void; onClose: () => void };
type Challenge = { originalImageBase64: string; jigsawImageBase64: string; token: string; secretKey: string };
type AjReply<T> = { repCode: string; repMsg: string | null; repData: T | null };
type Phase = "loading" | "ready" | "dragging" | "checking" | "success" | "fail" | "error";

const KNOB = 40;
const PIECE_SHARE = PIECE_WIDTH / IMAGE_WIDTH;

async function call<T>(path: string, body: object): Promise<AjReply<T>> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as AjReply<T>;
}

/** AJ-Captcha's per-browser id, kept under "slider"; the server limits challenge fetches by it. */
function clientUid(): string {
  try {
    let uid = localStorage.getItem("slider");
    if (!uid) {
      uid = `slider-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
      localStorage.setItem("slider", uid);
    }
    return uid;
  } catch {
    return "";
  }
}

export default function SliderCaptcha({ open, onSuccess, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const imageBox = useRef<HTMLDivElement>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [message, setMessage] = useState("");
  const [left, setLeft] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const drag = useRef<{ startX: number; startedAt: number } | null>(null);
  const request = useRef(0);
  const timers = useRef<number[]>([]);
  const success = useRef(onSuccess);
  success.current = onSuccess;

  const later = (ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const load = useCallback(async () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
    const mine = ++request.current;
    setPhase("loading");
    setLeft(0);
    drag.current = null;
    const reply = await call<Challenge>("/captcha/get", { captchaType: CAPTCHA_TYPE, clientUid: clientUid(), ts: Date.now() }).catch(
      (): AjReply<Challenge> => ({ repCode: "-1", repMsg: "网络异常，请点击刷新重试", repData: null }),
    );
    // A refresh clicked meanwhile wins over this older answer.
    if (mine !== request.current) return;
    if (reply.repCode === "0000" && reply.repData) {
      setChallenge(reply.repData);
      setPhase("ready");
      return;
    }
    // 6201 (too many fetches) clears both images; any other code shows its message too.
    setChallenge(null);
    setMessage(reply.repMsg ?? "获取验证码失败，请点击刷新重试");
    setPhase("error");
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open) {
      if (!el.open) el.showModal();
      void load();
    } else if (el.open) el.close();
  }, [open, load]);

  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );

  const maxLeft = () => {
    const width = imageBox.current?.clientWidth ?? DISPLAY_WIDTH;
    return width - width * PIECE_SHARE;
  };

  const check = async (position: number, startedAt: number) => {
    if (!challenge) return;
    const { token, secretKey } = challenge;
    const took = (performance.now() - startedAt) / 1000;
    setPhase("checking");
    // The picture may be shown narrower than 330 on a phone: scale to the server's 310-wide image.
    const width = imageBox.current?.clientWidth ?? DISPLAY_WIDTH;
    const plain = JSON.stringify({ x: (position * IMAGE_WIDTH) / width, y: CHECK_Y });
    // A network failure counts as a failed check: the popup fetches a new challenge either way.
    const passed = await call("/captcha/check", { captchaType: CAPTCHA_TYPE, token, pointJson: aesEncrypt(plain, secretKey) }).then(
      (reply) => reply.repCode === "0000",
      () => false,
    );
    if (!passed) {
      setPhase("fail");
      later(1000, () => void load());
      return;
    }
    setSeconds(took);
    setPhase("success");
    later(1000, () => {
      dialog.current?.close();
      success.current(verificationString(token, plain, secretKey));
    });
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== "ready") return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startedAt: performance.now() };
    setPhase("dragging");
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setLeft(Math.min(maxLeft(), Math.max(0, e.clientX - drag.current.startX)));
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const started = drag.current;
    if (!started) return;
    drag.current = null;
    // A gesture the browser took over (scrolling, a call) is not an answer: start again.
    if (e.type === "pointercancel") {
      setLeft(0);
      setPhase("ready");
      return;
    }
    const position = Math.min(maxLeft(), Math.max(0, e.clientX - started.startX));
    setLeft(position);
    void check(position, started.startedAt);
  };

  // Keyboard users move the piece with the arrow keys and confirm with Enter.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (phase !== "ready" && phase !== "dragging") return;
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (step) {
      e.preventDefault();
      if (!drag.current) drag.current = { startX: 0, startedAt: performance.now() };
      setPhase("dragging");
      setLeft((l) => Math.min(maxLeft(), Math.max(0, l + step * (e.shiftKey ? 10 : 2))));
    } else if (e.key === "Enter" && drag.current) {
      e.preventDefault();
      const { startedAt } = drag.current;
      drag.current = null;
      void check(left, startedAt);
    }
  };

  const busy = phase === "checking" || phase === "success";
  const hint = phase === "ready" || phase === "loading" ? "向右滑动完成验证" : "";
  const barTone =
    phase === "success" ? "border-emerald-500 bg-emerald-50" : phase === "fail" ? "border-danger-500 bg-red-50" : "border-slate-200 bg-slate-50 text-slate-500";
  const knobTone =
    phase === "success"
      ? "bg-emerald-500 text-white"
      : phase === "fail"
        ? "bg-danger-500 text-white"
        : "bg-white text-slate-500 hover:bg-brand-600 hover:text-white";

  return (
    <dialog
      ref={dialog}
      aria-labelledby="slider-captcha-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(94vw,362px)] rounded-lg p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-4">
        <div className="flex items-center justify-between border-b border-slate-100 pb-2">
          <h2 id="slider-captcha-title" className="text-base font-medium text-slate-800">
            请完成安全验证
          </h2>
          <button type="button" onClick={onClose} aria-label="关闭" className="rounded p-1 text-slate-500 hover:text-slate-600">
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>

        <div ref={imageBox} className="relative mx-auto mt-3 aspect-[330/155] w-full max-w-[330px] select-none overflow-hidden rounded bg-slate-100">
          {challenge ? (
            <>
              <img
                src={`data:image/png;base64,${challenge.originalImageBase64}`}
                alt="验证码图片：将拼图块拖到缺口处"
                draggable={false}
                className="absolute inset-0 h-full w-full"
              />
              <img
                src={`data:image/png;base64,${challenge.jigsawImageBase64}`}
                alt=""
                draggable={false}
                className="absolute top-0 h-full"
                style={{ left, width: `${PIECE_SHARE * 100}%` }}
              />
            </>
          ) : (
            <div className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-500">{phase === "error" ? message : "加载中…"}</div>
          )}
          <p
            aria-live="polite"
            className={`absolute inset-x-0 bottom-0 py-1 text-center text-sm text-white ${
              phase === "success" ? "bg-emerald-500/90" : phase === "fail" ? "bg-danger-500/90" : "sr-only"
            }`}
          >
            {phase === "success" ? `${seconds.toFixed(2)}s 验证成功` : phase === "fail" ? "验证失败" : ""}
          </p>
          <button
            type="button"
            onClick={() => void load()}
            disabled={busy}
            aria-label="刷新验证码"
            className="absolute right-1.5 top-1.5 rounded-full bg-black/30 p-1.5 text-white hover:bg-black/50 disabled:opacity-50"
          >
            <RotateCw className="h-4 w-4" aria-hidden />
          </button>
        </div>

        <div className={`relative mx-auto mt-3 w-full max-w-[330px] select-none rounded border text-sm ${barTone}`} style={{ height: KNOB }}>
          <div className="absolute inset-y-0 left-0 rounded-l bg-brand-50" style={{ width: phase === "dragging" || phase === "checking" ? left + KNOB : 0 }} />
          <span className="absolute inset-0 flex items-center justify-center">{hint}</span>
          <div
            role="slider"
            tabIndex={0}
            aria-label="拖动滑块，使拼图块与缺口对齐"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((left / Math.max(1, maxLeft())) * 100)}
            aria-disabled={phase !== "ready" && phase !== "dragging"}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            className={`absolute top-[-1px] flex touch-none items-center justify-center rounded border border-slate-200 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
              phase === "ready" ? "cursor-grab" : phase === "dragging" ? "cursor-grabbing" : "cursor-default"
            } ${knobTone}`}
            style={{ left, width: KNOB, height: KNOB }}
          >
            {phase === "success" ? (
              <Check className="h-5 w-5" aria-hidden />
            ) : phase === "fail" ? (
              <X className="h-5 w-5" aria-hidden />
            ) : (
              <ChevronsRight className="h-5 w-5" aria-hidden />
            )}
          </div>
        </div>
      </div>
    </dialog>
  );
}

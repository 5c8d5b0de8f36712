import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { REQUEST_ERROR_EVENT } from "~/lib/request-events";

// SPEC §9: appear only after 200 ms of loading, creep towards the end over 5000 ms, and hide 500 ms
// after the work is done; a request error turns the bar red.
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

type State = { visible: boolean; width: number; failed: boolean };

export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [state, setState] = useState<State>({ visible: false, width: 0, failed: false });
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) window.clearTimeout(t);
      timers.current = [];
    };
    clear();
    if (busy) {
      timers.current.push(
        window.setTimeout(() => {
          setState({ visible: true, width: 8, failed: false });
          // One long CSS transition to 90% gives the trickle without a timer per frame.
          timers.current.push(window.setTimeout(() => setState((s) => ({ ...s, width: 90 })), 20));
        }, PROGRESS_THROTTLE_MS),
      );
    } else {
      setState((s) => (s.visible ? { ...s, width: 100 } : s));
      timers.current.push(window.setTimeout(() => setState({ visible: false, width: 0, failed: false }), PROGRESS_HIDE_MS));
    }
    return clear;
  }, [busy]);

  useEffect(() => {
    const onError = () => {
      setState({ visible: true, width: 100, failed: true });
      timers.current.push(window.setTimeout(() => setState({ visible: false, width: 0, failed: false }), PROGRESS_HIDE_MS * 2));
    };
    window.addEventListener(REQUEST_ERROR_EVENT, onError);
    return () => window.removeEventListener(REQUEST_ERROR_EVENT, onError);
  }, []);

  if (!state.visible) return null;
  const duration = state.width === 90 ? PROGRESS_DURATION_MS : 200;
  return (
    <div
      role="progressbar"
      aria-label="页面加载进度"
      aria-valuenow={state.width}
      data-failed={state.failed || undefined}
      className="fixed inset-x-0 top-0 z-[110] h-0.5"
    >
      <div
        className={`h-full ${state.failed ? "bg-danger-500" : "bg-brand-500"}`}
        style={{ width: `${state.width}%`, transition: `width ${duration}ms ease-out` }}
      />
    </div>
  );
}

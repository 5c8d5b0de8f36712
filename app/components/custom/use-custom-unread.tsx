import { useEffect, useState } from "react";
import { CUSTOM_WS } from "#core/custom";
import { WS_EVENT, type WsMessage } from "~/lib/realtime";
import { useRootData } from "~/lib/root-data";

/**
 * Unread messages over the user's custom-order conversations: the root loader's count, then each
 * CONTRACT_CUSTOMIZATION_HAS_UNREAD_CHAT the user socket brings.
 */
export function useCustomUnread(): number {
  const { customUnread } = useRootData();
  const [count, setCount] = useState(customUnread);
  useEffect(() => setCount(customUnread), [customUnread]);
  useEffect(() => {
    const onMessage = (e: Event) => {
      const message = (e as CustomEvent<WsMessage>).detail;
      if (message.type !== CUSTOM_WS.HAS_UNREAD_CHAT) return;
      const n = Number((message.data as { count?: unknown } | undefined)?.count);
      if (Number.isSafeInteger(n) && n >= 0) setCount(n);
    };
    window.addEventListener(WS_EVENT, onMessage);
    return () => window.removeEventListener(WS_EVENT, onMessage);
  }, []);
  return count;
}

export function UnreadCount({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="custom-unread"
      className="ml-1 inline-block min-w-4 rounded-full bg-danger-500 px-1 text-center text-[11px] leading-4 text-white"
      title={label}
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only">{label}</span>
    </span>
  );
}

import { useEffect, useState } from "react";
import { CUSTOM_WS } from "#core/custom";
import { WS_EVENT, WS_OPEN_EVENT, type WsMessage } from "~/lib/realtime";
import { useRootData } from "~/lib/root-data";
import { trpc } from "~/lib/trpc";

/**
 * Unread messages over the user's custom-order conversations: the root loader's count, each
 * CONTRACT_CUSTOMIZATION_HAS_UNREAD_CHAT the user socket brings, and a fresh count whenever the
 * socket (re)opens, since a push sent while it was connecting reaches nobody.
 */
export function useCustomUnread(): number {
  const { customUnread, user } = useRootData();
  const [count, setCount] = useState(customUnread);
  useEffect(() => setCount(customUnread), [customUnread]);
  useEffect(() => {
    if (!user) return;
    // A push newer than a re-read in flight wins: the re-read may have been answered before it.
    let pushes = 0;
    const onMessage = (e: Event) => {
      const message = (e as CustomEvent<WsMessage>).detail;
      if (message.type !== CUSTOM_WS.HAS_UNREAD_CHAT) return;
      const n = Number((message.data as { count?: unknown } | undefined)?.count);
      if (Number.isSafeInteger(n) && n >= 0) {
        pushes += 1;
        setCount(n);
      }
    };
    const onOpen = () => {
      const seen = pushes;
      trpc.custom.unread
        .query(undefined, { context: { silent: true } })
        .then((r) => {
          if (pushes === seen) setCount(r.count);
        })
        .catch(() => {});
    };
    window.addEventListener(WS_EVENT, onMessage);
    window.addEventListener(WS_OPEN_EVENT, onOpen);
    return () => {
      window.removeEventListener(WS_EVENT, onMessage);
      window.removeEventListener(WS_OPEN_EVENT, onOpen);
    };
  }, [user]);
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

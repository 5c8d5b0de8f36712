import { FileText, ImagePlus, Paperclip, Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_TEXT_MAX, ROBOT_NAME } from "#core/advice";
import { formatDateTime } from "#core/dates";
import type { RoomEvent } from "#worker/realtime/room-types";
import type { Outputs } from "~/lib/api-types";
import { trpc } from "~/lib/trpc";

export type ChatRecord = Outputs["advice"]["chatRecord"]["records"][number];

// The conversation of a service order, online advice or a custom contract (loaded lazily): the history
// arrives with the page, the room's websocket adds live messages; text goes over the socket, images
// and files through an upload.
export type ChatLabels = { region: string; ended: string; endedNote: string };

/** Online advice's wording; other services pass their own. */
const ADVICE_LABELS: ChatLabels = { region: "咨询对话", ended: "咨询已结束", endedNote: "本次咨询已结束，聊天记录将一直保留" };

export type ChatPanelProps = {
  chatId: number;
  me: number;
  role: "user" | "lawyer" | "admin";
  counterpart: string;
  initial: ChatRecord[];
  closed: boolean;
  onClosed?: () => void;
  labels?: ChatLabels;
};

type Pending = { clientId: string; text: string; failed: string | null };
const MAX_RETRIES = 5;
const ACCEPT = "image/jpeg,image/png,image/webp,.pdf,.doc,.docx,.xls,.xlsx,.txt";

function fileOf(body: string): { name: string; size: number } {
  try {
    const f = JSON.parse(body) as { name?: string; size?: number };
    return { name: f.name ?? "附件", size: f.size ?? 0 };
  } catch {
    return { name: "附件", size: 0 };
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Bubble({ m, chatId, mine, counterpart }: { m: ChatRecord; chatId: number; mine: boolean; counterpart: string }) {
  if (m.senderRole === "system") {
    return (
      <li className="flex justify-center">
        <p className="max-w-[90%] rounded bg-slate-100 px-3 py-1.5 text-center text-xs leading-5 text-slate-500">{m.body}</p>
      </li>
    );
  }
  const name = m.senderRole === "robot" ? ROBOT_NAME : mine ? "我" : counterpart;
  const url = `/api/chat/${chatId}/file/${m.seq}`;
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`} data-testid="chat-message">
      <span className="mb-0.5 text-xs text-slate-500">
        {name} · {formatDateTime(m.createdAt).slice(5, 16)}
      </span>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 text-sm leading-6 break-words whitespace-pre-wrap sm:max-w-[70%] ${
          mine
            ? "bg-brand-600 text-white"
            : m.senderRole === "robot"
              ? "bg-amber-50 text-slate-700 ring-1 ring-amber-200"
              : "bg-white text-slate-800 ring-1 ring-slate-200"
        }`}
      >
        {m.kind === "image" ? (
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={fileOf(m.body).name} className="max-h-56 rounded" loading="lazy" />
          </a>
        ) : m.kind === "file" ? (
          <a href={url} className={`inline-flex items-center gap-1.5 underline-offset-2 hover:underline ${mine ? "text-white" : "text-brand-700"}`}>
            <FileText className="h-4 w-4 shrink-0" aria-hidden />
            {fileOf(m.body).name}
            <span className="text-xs">（{sizeText(fileOf(m.body).size)}）</span>
          </a>
        ) : (
          m.body
        )}
      </div>
    </li>
  );
}

export default function ChatPanel({ chatId, me, role, counterpart, initial, closed: initiallyClosed, onClosed, labels = ADVICE_LABELS }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatRecord[]>(initial);
  const [pending, setPending] = useState<Pending[]>([]);
  const [closed, setClosed] = useState(initiallyClosed);
  const [online, setOnline] = useState<"connecting" | "open" | "offline">("connecting");
  const [text, setText] = useState("");
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  const add = useCallback((m: ChatRecord) => {
    setMessages((all) => (all.some((x) => x.seq === m.seq) ? all : [...all, m].sort((a, b) => a.seq - b.seq)));
  }, []);

  useEffect(() => {
    let stopped = false;
    let retries = 0;
    let timer: number | undefined;
    const open = async () => {
      setOnline("connecting");
      let ticket: string;
      try {
        ticket = (await trpc.realtime.ticket.mutate(undefined, { context: { silent: true } })).ticket;
      } catch {
        return retry();
      }
      if (stopped) return;
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(`${scheme}//${window.location.host}/websocket/chat/${chatId}/${ticket}`);
      socket.current = ws;
      ws.onopen = () => {
        retries = 0;
        setOnline("open");
      };
      ws.onmessage = (e) => {
        if (e.data === "pong") return;
        const event = JSON.parse(String(e.data)) as RoomEvent;
        if (event.type === "history") {
          setMessages(event.messages);
          setClosed(event.closed);
          if (role !== "admin") ws.send(JSON.stringify({ type: "read" }));
        } else if (event.type === "message") {
          add(event.message);
          if (event.clientId) setPending((p) => p.filter((x) => x.clientId !== event.clientId));
          if (event.message.senderId !== me && role !== "admin" && document.visibilityState === "visible") ws.send(JSON.stringify({ type: "read" }));
        } else if (event.type === "closed") {
          setClosed(true);
          onClosedRef.current?.();
        } else if (event.type === "error") {
          if (event.clientId) setPending((p) => p.map((x) => (x.clientId === event.clientId ? { ...x, failed: event.message } : x)));
          else setNotice(event.message);
        }
      };
      ws.onclose = (e) => {
        socket.current = null;
        if (stopped) return;
        setOnline("offline");
        if (e.code !== 1000) retry();
      };
    };
    const retry = () => {
      if (stopped || retries >= MAX_RETRIES) return setOnline("offline");
      retries++;
      timer = window.setTimeout(() => void open(), 1000 * 2 ** (retries - 1));
    };
    void open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket.current?.close(1000, "leave");
    };
  }, [chatId, me, role, add]);

  const count = messages.length + pending.length;
  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [count]);

  const send = () => {
    const value = text.trim();
    if (!value) return setNotice("请输入消息内容");
    if (value.length > CHAT_TEXT_MAX) return setNotice(`单条消息不能超过 ${CHAT_TEXT_MAX} 字`);
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return setNotice("连接已断开，正在重新连接，请稍后再发送");
    const clientId = crypto.randomUUID();
    setPending((p) => [...p, { clientId, text: value, failed: null }]);
    ws.send(JSON.stringify({ type: "send", text: value, clientId }));
    setText("");
    setNotice(null);
  };

  const upload = async (file: File) => {
    setUploading(true);
    setNotice(null);
    try {
      const form = new FormData();
      form.set("file", file);
      const res = await fetch(`/api/chat/${chatId}/files`, { method: "POST", body: form, credentials: "same-origin" });
      const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
      if (!res.ok || body?.code !== 0) setNotice(body?.msg ?? "发送失败，请重试");
    } catch {
      setNotice("网络异常，文件未发送");
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const readOnly = closed || role === "admin";
  return (
    <section aria-label={labels.region} className="flex h-[32rem] flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:h-[36rem]">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2 text-sm">
        <span className="font-medium text-slate-800">与{counterpart}的对话</span>
        <span className={`text-xs ${online === "open" && !closed ? "text-emerald-600" : "text-slate-500"}`} data-testid="chat-connection">
          {closed ? labels.ended : online === "open" ? "已连接" : online === "connecting" ? "连接中…" : "连接已断开"}
        </span>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log takes focus so a keyboard can scroll it (axe scrollable-region-focusable); the list inside keeps the messages a list */}
      <div role="log" aria-label="聊天记录" aria-live="polite" tabIndex={0} className="flex-1 overflow-y-auto px-3 py-4 sm:px-4">
        <ol ref={list} className="space-y-3">
          {messages.map((m) => (
            <Bubble key={m.seq} m={m} chatId={chatId} mine={m.senderId === me && m.senderRole !== "robot"} counterpart={counterpart} />
          ))}
          {pending.map((p) => (
            <li key={p.clientId} className="flex flex-col items-end">
              <div className="max-w-[85%] rounded-lg bg-brand-500 px-3 py-2 text-sm leading-6 whitespace-pre-wrap text-white sm:max-w-[70%]">{p.text}</div>
              <span className={`mt-0.5 text-xs ${p.failed ? "text-danger-500" : "text-slate-500"}`}>{p.failed ?? "发送中…"}</span>
            </li>
          ))}
        </ol>
      </div>
      {readOnly ? (
        <p className="border-t border-slate-200 bg-white px-4 py-3 text-center text-sm text-slate-500">
          {role === "admin" ? "管理员只读查看" : labels.endedNote}
        </p>
      ) : (
        <div className="border-t border-slate-200 bg-white p-3">
          {notice ? (
            <p role="alert" className="mb-2 text-xs text-danger-500">
              {notice}
            </p>
          ) : null}
          <div className="flex items-end gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              className="hidden"
              aria-label="发送图片或文件"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={uploading}
              title="发送图片或文件（不超过 10MB）"
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-brand-600 disabled:opacity-50"
            >
              {uploading ? <Paperclip className="h-5 w-5 animate-pulse" aria-hidden /> : <ImagePlus className="h-5 w-5" aria-hidden />}
              <span className="sr-only">发送图片或文件</span>
            </button>
            <label className="flex-1">
              <span className="sr-only">输入消息</span>
              <textarea
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    send();
                  }
                }}
                rows={2}
                maxLength={CHAT_TEXT_MAX}
                placeholder="输入消息，Enter 发送，Shift+Enter 换行"
                className="w-full resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
              />
            </label>
            <button
              type="button"
              onClick={send}
              className="inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-2 text-sm text-white hover:bg-brand-700"
            >
              <Send className="h-4 w-4" aria-hidden />
              发送
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

import { useState } from "react";
import { useFetcher } from "react-router";
import { formatDateTime } from "#core/dates";
import type { nameCards } from "#db/schema";
import type { ActionResult } from "~/lib/action-result";
import { ProfilePart } from "./profile-part";

// 我的资料 → 电子名片: the lawyer's cards (at most five, one default), edited inline, each synced to the
// card product on demand with its last result shown.
type Card = typeof nameCards.$inferSelect;
const MAX = 5;
const input = "mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900";

const SYNC_TEXT: Record<Card["syncStatus"], string> = { none: "未同步", synced: "已同步", failed: "同步失败" };

function Result({ result }: { result: ActionResult | undefined }) {
  if (!result) return null;
  const text = result.message ?? Object.values(result.errors)[0];
  return text ? (
    <p role={result.ok ? "status" : "alert"} className={`basis-full text-xs ${result.ok ? "text-emerald-600" : "text-danger-500"}`}>
      {text}
    </p>
  ) : null;
}

function CardForm({ card, intent, onDone }: { card: Partial<Card>; intent: string; onDone?: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const fields: [keyof Card, string, number][] = [
    ["label", "名片名称", 20],
    ["name", "姓名", 20],
    ["position", "职务", 20],
    ["firm", "执业机构", 60],
    ["phone", "联系电话", 11],
    ["email", "邮箱", 100],
    ["address", "地址", 100],
  ];
  // A new card shows its cases by default; phone and e-mail stay private until chosen.
  const switches: [keyof Card, string, boolean][] = [
    ["showCases", "在名片上展示代表案例", card.showCases ?? true],
    ["showPhone", "在公开名片上展示联系电话", card.showPhone ?? false],
    ["showEmail", "在公开名片上展示邮箱", card.showEmail ?? false],
  ];
  return (
    <fetcher.Form method="post" className="grid gap-2 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {fields.map(([name, label, max]) => (
        <label key={name} className="block text-xs text-slate-500">
          {label}
          <input name={name} defaultValue={String(card[name] ?? "")} maxLength={max} className={input} />
          {fetcher.data?.errors[name] ? <span className="text-danger-500">{fetcher.data.errors[name]}</span> : null}
        </label>
      ))}
      <label className="block text-xs text-slate-500 sm:col-span-2">
        简介
        <textarea name="intro" defaultValue={card.intro ?? ""} rows={2} maxLength={500} className={input} />
      </label>
      {switches.map(([name, label, checked]) => (
        <label key={name} className="flex items-center gap-2 text-xs text-slate-600">
          <input type="checkbox" name={name} value="1" defaultChecked={checked} />
          {label}
        </label>
      ))}
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <button type="submit" disabled={fetcher.state !== "idle"} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">
          保存名片
        </button>
        {onDone ? (
          <button type="button" onClick={onDone} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-600">
            收起
          </button>
        ) : null}
        <Result result={fetcher.data} />
      </div>
    </fetcher.Form>
  );
}

function CardItem({ card, shareBase }: { card: Card; shareBase: string }) {
  const [editing, setEditing] = useState(false);
  const action = useFetcher<ActionResult>();
  const busy = action.state !== "idle";
  const run = (intent: string, confirm?: string) => {
    if (confirm && !window.confirm(confirm)) return;
    void action.submit({ intent }, { method: "post" });
  };
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="name-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            {card.label}
            {card.isDefault ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">默认</span> : null}
          </p>
          <p className="mt-1 text-slate-700">
            {card.name}
            {card.position ? ` · ${card.position}` : ""} · {card.firm}
          </p>
          <p className="text-slate-500">
            {card.phone}
            {card.email ? ` · ${card.email}` : ""}
          </p>
          <p className="mt-1 text-xs text-slate-500" data-testid="sync-status">
            {SYNC_TEXT[card.syncStatus]}
            {card.syncedAt ? `（${formatDateTime(card.syncedAt)}）` : ""}
            {card.syncStatus === "failed" && card.syncError ? `：${card.syncError}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          {!card.isDefault ? (
            <button type="button" disabled={busy} onClick={() => run(`cardDefault:${card.id}`)} className="text-brand-600 hover:underline">
              设为默认
            </button>
          ) : null}
          <button type="button" onClick={() => setEditing((v) => !v)} className="text-brand-600 hover:underline">
            编辑
          </button>
          <button type="button" disabled={busy} onClick={() => run(`cardSync:${card.id}`)} className="text-brand-600 hover:underline">
            同步到名片系统
          </button>
          {card.slug ? (
            <a href={`${shareBase}/cards/${card.slug}`} target="_blank" rel="noreferrer" className="text-slate-500 hover:underline">
              名片链接
            </a>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={() => run(`cardDelete:${card.id}`, "确定删除这张名片吗？")}
            className="text-danger-500 hover:underline"
          >
            删除
          </button>
        </div>
        <Result result={action.data} />
      </div>
      {editing ? (
        <div className="mt-3">
          <CardForm card={card} intent={`cardUpdate:${card.id}`} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </li>
  );
}

export function NameCardList({ cards, shareBase }: { cards: Card[]; shareBase: string }) {
  const [adding, setAdding] = useState(false);
  const template = cards.find((c) => c.isDefault) ?? cards[0];
  return (
    <ProfilePart
      id="name-cards-title"
      title="电子名片"
      className="space-y-3"
      action={
        cards.length < MAX ? (
          <button type="button" onClick={() => setAdding((v) => !v)} className="text-sm text-brand-600 hover:underline">
            新建名片
          </button>
        ) : (
          <span className="text-xs text-slate-500">最多 {MAX} 张名片</span>
        )
      }
    >
      {adding ? <CardForm card={{ ...template, label: "", isDefault: false }} intent="cardCreate" onDone={() => setAdding(false)} /> : null}
      <ul className="space-y-3">
        {cards.map((c) => (
          <CardItem key={c.id} card={c} shareBase={shareBase} />
        ))}
      </ul>
    </ProfilePart>
  );
}

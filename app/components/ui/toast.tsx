import { useEffect, useState } from "react";

// A tiny toast store: any module may call toast.error(); the single <Toaster/> in root shows them.
type Kind = "error" | "success" | "info";
type Item = { id: number; kind: Kind; text: string };

let items: Item[] = [];
let nextId = 1;
const listeners = new Set<(items: Item[]) => void>();

function push(kind: Kind, text: string, ms = 3000): void {
  const item = { id: nextId++, kind, text };
  items = [...items.slice(-3), item];
  for (const l of listeners) l(items);
  setTimeout(() => {
    items = items.filter((i) => i.id !== item.id);
    for (const l of listeners) l(items);
  }, ms);
}

export const toast = {
  error: (text: string) => push("error", text),
  success: (text: string) => push("success", text),
  info: (text: string) => push("info", text),
};

const STYLE: Record<Kind, string> = {
  error: "border-red-200 bg-red-50 text-red-700",
  success: "border-emerald-200 bg-emerald-50 text-emerald-700",
  info: "border-slate-200 bg-white text-slate-700",
};

export function Toaster() {
  const [list, setList] = useState<Item[]>([]);
  useEffect(() => {
    listeners.add(setList);
    return () => {
      listeners.delete(setList);
    };
  }, []);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4">
      {list.map((t) => (
        <div key={t.id} role={t.kind === "error" ? "alert" : "status"} className={`rounded-md border px-4 py-2 text-sm shadow-md ${STYLE[t.kind]}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

import { Eye } from "lucide-react";

/** How often an item was read or viewed in a list's meta row: an eye and the number, named for screen readers. */
export function ViewCount({ label, count }: { label: "阅读" | "浏览"; count: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Eye className="h-3 w-3" aria-hidden />
      <span className="sr-only">{label}</span>
      {count}
    </span>
  );
}

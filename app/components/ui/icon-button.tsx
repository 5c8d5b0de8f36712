import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

const TONES = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
};

/** A button led by an icon (下载 Word, 保存草稿, 发送到邮箱): filled for the main action, outlined beside it. */
export function IconButton({
  icon: Icon,
  tone = "outline",
  children,
  ...button
}: { icon: LucideIcon; tone?: keyof typeof TONES; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type">) {
  return (
    <button type="button" {...button} className={`inline-flex items-center gap-1 rounded-md px-4 py-2 text-sm disabled:opacity-60 ${TONES[tone]}`}>
      <Icon className="h-4 w-4" aria-hidden />
      {children}
    </button>
  );
}

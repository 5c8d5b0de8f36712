import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A popup on the native <dialog> opened with showModal(): the top layer lets a later modal (the slider
 * captcha) stack above it, focus stays inside, and Escape or 关闭 both go through `onClose`.
 * `width` is a Tailwind class written out in full where it is used, so the class scanner sees it.
 */
export function ModalDialog({
  open,
  titleId,
  title,
  width,
  onClose,
  className = "",
  children,
}: {
  open: boolean;
  titleId: string;
  title: ReactNode;
  width: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto ${width} rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      <div className={`relative p-6 ${className}`}>
        <button type="button" onClick={onClose} aria-label="关闭" className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-600">
          <X className="h-5 w-5" aria-hidden />
        </button>
        <h2 id={titleId} className="text-center text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

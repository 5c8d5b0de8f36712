import type { ReactNode } from "react";
import { Form } from "react-router";

/** A form of one button that posts `intent` (and the row's `id`, if any) to the page's action. */
export function IntentButton({
  intent,
  id,
  busy,
  className,
  formClassName,
  children,
}: {
  intent: string;
  id?: number;
  busy: boolean;
  className: string;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <button type="submit" disabled={busy} className={className}>
        {children}
      </button>
    </Form>
  );
}

import { type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { FormError, SubmitButton } from "~/components/ui/field";
import type { ActionResult } from "~/lib/action-result";
import { check, type FieldErrors } from "~/lib/form-schema";

// The edit page every library of 内容管理 shares: 新建 / 编辑 heading, a note when the row is 下架, and
// the form, checked in the browser with the schema the procedure uses before it is sent; an edit
// carries the row's id and the version it was loaded at (a save over someone else's is refused).

/** A field bound to the row being edited: its name, the value loaded (none for a new row), the error of the last check. */
export type BindField<V> = <K extends keyof V & string>(name: K) => { name: K; defaultValue: V[K] | undefined; error: string | undefined };

export function ContentEditPage<V extends { id: number; version: number; hidden: boolean }>({
  noun,
  back,
  edit,
  schema,
  read,
  result,
  multipart = false,
  children,
}: {
  noun: string;
  back: string;
  /** The row being edited, its values filling the fields; null for a new one. */
  edit: V | null;
  schema: z.ZodType;
  read: (form: FormData) => unknown;
  result: unknown;
  /** The form sends a file (a template's DOCX). */
  multipart?: boolean;
  children: (form: { field: BindField<V>; errors: FieldErrors }) => ReactNode;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const answered = result as ActionResult | undefined;
  const errors = { ...(answered?.errors ?? {}), ...clientErrors };
  const busy = useNavigation().state === "submitting";
  const field: BindField<V> = (name) => ({ name, defaultValue: edit?.[name], error: errors[name] });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">{edit ? `编辑${noun}` : `新建${noun}`}</h1>
        <Link to={back} className="text-sm text-slate-500 hover:text-brand-600">
          返回列表
        </Link>
      </div>
      {edit?.hidden ? <p className="text-sm text-amber-700">该{noun}已下架，保存后仍不在网站显示；如需显示请在列表中“上架”。</p> : null}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate
        className="space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          const checked = check(schema, read(new FormData(event.currentTarget)));
          setClientErrors(checked.errors);
          if (!checked.ok) event.preventDefault();
        }}
      >
        {edit ? (
          <>
            <input type="hidden" name="id" value={edit.id} />
            <input type="hidden" name="version" value={edit.version} />
          </>
        ) : null}
        <FormError message={answered?.message} />
        {children({ field, errors })}
        <SubmitButton busy={busy} busyText="保存中…">
          {edit ? "保存" : "发布"}
        </SubmitButton>
      </Form>
    </div>
  );
}

import { queueAction } from "~/components/console/queue.server";
import { actionFail } from "~/lib/action-result";
import { formOf } from "~/lib/form.server";
import { redirectWithToast } from "~/lib/toast.server";

// The actions of 内容管理's pages: a list's row actions (下架, 上架, 删除) and an edit page's save, which
// sends the form's values to the procedure (it validates them with the same schema the page checked)
// and returns to the list with a toast; a refusal stays on the form with its message by field.

/** A procedure taking the row id as the form sent it (the procedure parses it). */
type ById = (input: { id: FormDataEntryValue | null }) => Promise<unknown>;

export function rowAction(request: Request, noun: string, calls: { hide: ById; show: ById; remove: ById }) {
  return queueAction(request, {
    hide: async (form) => {
      await calls.hide({ id: form.get("id") });
      return `已下架该${noun}，网站上不再显示`;
    },
    show: async (form) => {
      await calls.show({ id: form.get("id") });
      return `已重新上架该${noun}`;
    },
    delete: async (form) => {
      await calls.remove({ id: form.get("id") });
      return `已删除该${noun}`;
    },
  });
}

export async function saveAction<V>(
  request: Request,
  read: (form: FormData) => V,
  save: (values: V, edit: { id: string; version: string } | null) => Promise<unknown>,
  done: { back: string; created: string; updated: string },
) {
  const form = await formOf(request);
  const id = String(form.get("id") ?? "");
  const edit = id ? { id, version: String(form.get("version") ?? "") } : null;
  try {
    await save(read(form), edit);
  } catch (error) {
    return actionFail("save", error);
  }
  return redirectWithToast(done.back, { kind: "success", text: edit ? done.updated : done.created });
}

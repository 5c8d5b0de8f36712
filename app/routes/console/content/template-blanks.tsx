import { data, Link } from "react-router";
import { idOf } from "#core/page";
import { BlankConfirm } from "~/components/fill-in/blank-confirm";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import { trpc } from "~/lib/trpc";
import type { Route } from "./+types/template-blanks";

// 填写项确认 of any template (内容审核): which blanks are which, as guessed and as confirmed; each
// confirmation is one audited console write.
export const meta: Route.MetaFunction = ({ data }) => [{ title: `填写项确认：${data?.list.title ?? "范本"} - 运营后台` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOf(params.id);
  const list = id === null ? null : await orNotFound(api(context).fillIn.console.blanks({ templateId: id }));
  if (!list) throw data(null, { status: 404 });
  return { list };
}

export default function TemplateBlanks({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <div className="space-y-4">
      <div>
        <Link to={`/console/content/templates/${list.templateId}`} className="text-sm text-brand-600">
          返回编辑范本
        </Link>
        <h1 className="mt-1 text-lg font-semibold text-slate-900">{list.title}</h1>
      </div>
      <div className="rounded-md bg-white p-4">
        <BlankConfirm initial={list} confirm={(input) => trpc.fillIn.console.confirm.mutate(input, { context: { loading: true } })} />
      </div>
    </div>
  );
}

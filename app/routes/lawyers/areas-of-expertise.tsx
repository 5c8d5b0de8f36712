import { Link } from "react-router";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/areas-of-expertise";

const SECOND_LEVEL = "/pages/seekSecondLevelLawyer/seekSecondLevelLawyer";

export async function loader({ context }: Route.LoaderArgs) {
  return { tree: await api(context).lawyers.fields({}) };
}

export const meta: Route.MetaFunction = () => [
  { title: "专业领域 - 找律师 - 契合" },
  { name: "description", content: "按专业领域查找律师：合同纠纷、公司股权、婚姻家事、劳动争议、刑事辩护、知识产权等。" },
];

/** The whole field tree with how many lawyers practise in each field; each field opens its list. */
export default function AreasOfExpertise({ loaderData }: Route.ComponentProps) {
  const { tree } = loaderData;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h1 className="text-lg font-semibold text-slate-900">全部专业领域</h1>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tree.map((top) => (
          <section key={top.id} aria-labelledby={`field-${top.id}`} className="rounded-md border border-slate-100 p-4">
            <h2 id={`field-${top.id}`} className="flex items-baseline justify-between">
              <Link to={`${SECOND_LEVEL}?fieldId=${top.id}`} className="font-medium text-slate-900 hover:text-brand-600">
                {top.name}
              </Link>
              <span className="text-xs text-slate-500">{top.count} 位律师</span>
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {top.children.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`${SECOND_LEVEL}?fieldId=${c.id}`}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-200 px-2.5 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-600"
                  >
                    {c.name}
                    <span className="text-xs text-slate-500">{c.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

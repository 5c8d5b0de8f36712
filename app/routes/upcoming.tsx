import { Clock } from "lucide-react";
import { data, Link } from "react-router";
import { sectionOf } from "~/lib/sections";
import type { Route } from "./+types/upcoming";

// A section of the site that is announced in the navigation but not open yet. Ids in the path are
// still validated, so /caseLibrary/abc is a 404 exactly as it will be once the section opens.
const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const GROUP_ID = /^\d{4}$/;

export function loader({ request, params }: Route.LoaderArgs) {
  const p = params as Record<string, string | undefined>;
  if (p.id !== undefined && !POSITIVE_ID.test(p.id)) throw data(null, { status: 404 });
  if (p.groupId !== undefined && !GROUP_ID.test(p.groupId)) throw data(null, { status: 404 });
  const section = sectionOf(new URL(request.url).pathname);
  if (!section) throw data(null, { status: 404 });
  return section;
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "契合"} - 契合` }];

export default function Upcoming({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <Clock className="h-10 w-10 text-brand-500" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{loaderData.title}</h1>
      <p className="mt-2 max-w-md text-sm leading-6 text-slate-600">{loaderData.intro}</p>
      <p className="mt-4 rounded-full bg-brand-50 px-4 py-1 text-sm text-brand-700">本栏目即将开放，敬请期待</p>
      <Link to="/" className="mt-6 text-sm text-brand-600 hover:underline">
        返回首页
      </Link>
    </section>
  );
}

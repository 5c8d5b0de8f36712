import { Link } from "react-router";
import { BrandAttribution, BrandLegend, EditionNote } from "~/components/brand/brand-notes";
import { BrandSearchBox } from "~/components/brand/brand-search-box";
import { api } from "~/lib/api.server";
import type { Outputs } from "~/lib/api-types";
import type { Route } from "./+types/index";

type NavClass = Outputs["brand"]["navbar"][number];

export const meta: Route.MetaFunction = () => [
  { title: "商标分类表 - 类似商品和服务区分表查询 - 契合" },
  { name: "description", content: "按尼斯分类 45 个类别浏览类似群与商品服务项目，支持按名称或编号查询，注册商标前确定申报类别。" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const caller = api(context);
  const [classes, edition] = await Promise.all([caller.brand.navbar(), caller.brand.edition()]);
  return { classes, edition };
}

function ClassGrid({ title, classes }: { title: string; classes: NavClass[] }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 font-medium text-slate-900">{title}</h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {classes.map((c) => (
          <li key={c.classNo}>
            <Link
              to={`/brand/${c.classNo}`}
              className={`block h-full rounded-lg border p-3 hover:border-brand-500 ${c.groups ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50"}`}
            >
              <span className="flex items-baseline gap-2">
                <span className="font-semibold text-brand-700">第{c.classNo}类</span>
                <span className="text-slate-900">{c.shortName}</span>
                <span className="ml-auto text-xs text-slate-500">{c.groups ? `${c.groups} 群 · ${c.items} 项` : "未收录"}</span>
              </span>
              {c.name ? <span className="mt-1 line-clamp-2 text-xs leading-5 text-slate-500">{c.name}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function BrandIndex({ loaderData }: Route.ComponentProps) {
  const { classes, edition } = loaderData;
  return (
    <div className="space-y-6">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">商标分类表</h1>
        <p className="mt-1 text-sm text-white/80">《类似商品和服务区分表》45 个类别、类似群与商品服务项目，按名称或编号查询，申请注册前先确定类别。</p>
        <div className="mt-4">
          <BrandSearchBox large />
        </div>
      </section>
      <EditionNote edition={edition} />
      <ClassGrid title="商品（第 1–34 类）" classes={classes.filter((c) => c.kind === "goods")} />
      <ClassGrid title="服务（第 35–45 类）" classes={classes.filter((c) => c.kind === "services")} />
      <BrandLegend />
      <BrandAttribution />
    </div>
  );
}

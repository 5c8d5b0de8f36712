import { data } from "react-router";
import { isGroupCode, parseClassNo } from "#core/brand";
import { BrandAttribution, BrandLegend, EditionNote } from "~/components/brand/brand-notes";
import { BrandSearchBox } from "~/components/brand/brand-search-box";
import { ClassNav } from "~/components/brand/class-nav";
import { GroupList } from "~/components/brand/group-list";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/class";

// /brand/{classId} lists the similar groups of a class; /brand/{classId}/{groupId} opens one of them.
export async function loader({ params, context }: Route.LoaderArgs) {
  const classNo = parseClassNo(params.id);
  const groupId = params.groupId ?? null;
  if (!classNo || (groupId !== null && !isGroupCode(groupId))) throw data(null, { status: 404 });
  const caller = api(context);
  const [goods, classes, edition] = await Promise.all([caller.brand.goods({ classNo }), caller.brand.navbar(), caller.brand.edition()]);
  if (groupId && !goods.groups.some((g) => g.code === groupId)) throw data(null, { status: 404 });
  return { goods, classes, edition, groupId };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const title = d ? `第${d.goods.classNo}类 ${d.goods.shortName}` : "商标分类";
  const group = d?.groupId ? d.goods.groups.find((g) => g.code === d.groupId) : null;
  return [
    { title: `${group ? `${group.code} ${group.name} - ` : ""}${title} - 商标分类表 - 契合` },
    { name: "description", content: d?.goods.name ?? "尼斯分类类别、类似群与商品服务项目。" },
  ];
};

export default function BrandClass({ loaderData }: Route.ComponentProps) {
  const { goods, classes, edition, groupId } = loaderData;
  return (
    <div className="grid gap-4 lg:grid-cols-[200px_1fr]">
      <aside className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
        <ClassNav classes={classes} current={goods.classNo} />
      </aside>
      <div className="min-w-0 space-y-4">
        <Breadcrumb trail={[{ text: "商标分类表", to: "/brand" }, { text: goods.kind === "goods" ? "商品" : "服务" }]} />
        <header className="space-y-2">
          <h1 className="text-xl font-semibold text-slate-900">
            第{goods.classNo}类 {goods.shortName}
          </h1>
          {goods.name ? <p className="text-sm leading-6 text-slate-600">{goods.name}</p> : null}
          <BrandSearchBox />
        </header>
        <EditionNote edition={edition} />
        {goods.groups.length === 0 ? (
          <EmptyState title={`当前载入的分类表未收录第${goods.classNo}类`}>可以查看其他类别，或输入名称、编号查询</EmptyState>
        ) : (
          <section aria-label="类似群">
            <p className="mb-2 text-sm text-slate-500">
              本类共 {goods.groups.length} 个类似群、{goods.items} 个商品/服务项目，点击类似群展开项目。
            </p>
            <GroupList key={goods.classNo} groups={goods.groups} focus={groupId} />
          </section>
        )}
        <BrandLegend />
        <BrandAttribution />
      </div>
    </div>
  );
}

import { Info } from "lucide-react";
import { SAMPLE_SOURCE } from "#core/brand";
import { formatDateTime } from "#core/dates";
import { IconSection } from "~/components/ui/icon-section";
import type { Outputs } from "~/lib/api-types";

type BrandEdition = NonNullable<Outputs["brand"]["edition"]>;

const n = (value: number) => value.toLocaleString("zh-CN");

/** Which edition is loaded (the newest import), and a warning when it is only the built-in sample. */
export function EditionNote({ edition }: { edition: BrandEdition | null }) {
  if (!edition) {
    return (
      <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800" role="status">
        分类表尚未导入，请运营人员在后台导入《类似商品和服务区分表》数据文件。
      </p>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-500" data-testid="brand-edition">
        当前数据：<span className="font-medium text-slate-700">{edition.edition}</span>，{n(edition.classes)} 个类别、{n(edition.groups)} 个类似群、
        {n(edition.items)} 个商品/服务项目，{formatDateTime(edition.importedAt, "YYYY-MM-DD")} 导入。
      </p>
      {edition.source === SAMPLE_SOURCE ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800">
          当前为内置示例，只节选了少数类别的部分类似群和项目，编码与名称仅供演示，请勿据此申报。
        </p>
      ) : null}
    </div>
  );
}

/** How to read the table: code formats and the marks kept from the book. */
export function BrandLegend() {
  return (
    <IconSection
      id="brand-legend-title"
      icon={Info}
      title="阅读说明"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-600"
    >
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>表分三层：类别（第 1–34 类为商品，第 35–45 类为服务）、类似群（4 位编号，如 0901）、商品/服务项目（6 位编号，如 090372）。</li>
        <li>
          编号以 <span className="font-mono text-amber-700">C</span>{" "}
          开头的项目是我国《区分表》增补的项目，向国家知识产权局申请时可以使用，不属于《尼斯分类》国际通用项目。
        </li>
        <li>名称后的 * 照录原书标注，表示该项目跨类似群（在本类多个类似群中列出），本表只归入其中一个群，判断近似时请在相关各群交叉检索。</li>
        <li>同一类似群内的商品或服务一般视为类似；类似群之间的交叉关系见原书注释，本表未收录。</li>
        <li>项目编号的前四位不一定是所属类似群，请以所在类似群为准。</li>
      </ul>
    </IconSection>
  );
}

/** Attribution at the foot of every /brand page. */
export function BrandAttribution() {
  return (
    <p className="border-t border-slate-200 pt-4 text-xs leading-5 text-slate-500">
      {"《类似商品和服务区分表》© 国家知识产权局商标局；《尼斯分类》© 世界知识产权组织（WIPO）。"}
      {"本页汇编编码、名称与类似群归属，仅供分类检索参考，正式申报以相应年度的官方文本为准。"}
    </p>
  );
}

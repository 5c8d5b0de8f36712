import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { FeeLine, FeeOutcome } from "#core/fees/bands";
import { executionFee } from "#core/fees/execution";
import { litigationFee } from "#core/fees/litigation";
import { preservationFee } from "#core/fees/preservation";
import { feeType, LAWSUIT_FEE_TYPES, type LawsuitFeeType } from "#core/fees/types";
import { formatYuan } from "#core/money";
import { TabList, TabPanel, Tabs, Tab as TabTrigger, UNDERLINED } from "~/components/ui/tabs";
import type { Route } from "./+types/litigation-costs";

// 诉讼费计算器: the pure functions of core/fees compute in the browser as the user types (no round
// trip); the inputs live in the query string, so the server renders the same result for a shared link
// and the page works without JavaScript as a plain GET form.

export const meta: Route.MetaFunction = () => [
  { title: "诉讼费计算器 - 契合" },
  { name: "description", content: "依据《诉讼费用交纳办法》分段累计计算案件受理费、申请保全费与申请执行费，逐段列出计算明细。" },
];

const TABS = [
  { id: "litigation", name: "案件受理费", title: "应交案件受理费" },
  { id: "preservation", name: "申请保全费", title: "应交申请保全费" },
  { id: "execution", name: "申请执行费", title: "申请执行费" },
] as const;
type Tab = (typeof TABS)[number];

const RULE =
  "金额以分为单位精确计算：每段费用 = 该段金额 × 费率，不足一分的四舍五入到分。除金额所在的最后一段外，各段满额费用都是整数元，所以逐段取整与对合计取整结果相同，明细各行相加即为合计。";

const NOTES: Record<Tab["id"], string[]> = {
  litigation: [
    "依据《诉讼费用交纳办法》（国务院令第481号）第十三条。财产案件按诉讼请求的金额或者价额分段累计交纳：不超过1万元的每件50元，超过部分按2.5%至0.5%逐段递减的比例计算，各段相加。知识产权民事案件有争议金额或者价额的，按财产案件的标准交纳。",
    "离婚、侵害人格权、其他非财产案件，没有争议金额的知识产权民事案件，以及管辖权异议不成立的案件，办法规定的是幅度，省、自治区、直辖市人民政府可在幅度内制定具体标准，本页列出幅度的下限与上限；离婚案件财产总额超过20万元、人格权案件赔偿金额超过5万元的部分另按比例交纳，两端同时加计。",
    "以调解方式结案或者当事人申请撤诉的（第十五条），适用简易程序审理的（第十六条），减半交纳案件受理费；同时具备几种情形的，只减半一次。减半以全额受理费（已到分）除以二，不足一分的四舍五入。",
    RULE,
  ],
  preservation: [
    "依据《诉讼费用交纳办法》第十四条第（二）项，按实际保全的财产数额计算：不超过1000元或者不涉及财产数额的，每件30元；超过1000元至10万元的部分按1%；超过10万元的部分按0.5%。不涉及财产数额的，金额留空即可。",
    "当事人申请保全措施交纳的费用最多不超过5000元：实际保全的财产数额在89.6万元以上的，保全费均为5000元。",
    RULE,
  ],
  execution: [
    "依据《诉讼费用交纳办法》第十四条第（一）项，适用于申请执行人民法院生效的判决、裁定、调解书，仲裁裁决和调解书，公证债权文书，以及申请承认和执行外国法院判决、裁定和国外仲裁机构裁决。",
    "执行金额或者价额不超过1万元的，每件50元；超过1万元至50万元的部分按1.5%，50万元至500万元的部分按1%，500万元至1000万元的部分按0.5%，超过1000万元的部分按0.1%。没有执行金额或者价额的，每件50元至500元，金额留空即可。",
    RULE,
  ],
};

type Inputs = { type: number; amount: string; halve: boolean };

function compute(tab: Tab["id"], { type, amount, halve }: Inputs): FeeOutcome {
  if (tab === "preservation") return preservationFee(amount);
  if (tab === "execution") return executionFee(amount);
  return litigationFee({ type, amount, halve });
}

export default function LitigationCosts() {
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get("tab")) ?? TABS[0];
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">诉讼费计算器</h1>
        <p className="mt-1 text-sm leading-6 text-slate-600">依据《诉讼费用交纳办法》计算，结果精确到分，并逐段列出计算明细，便于核对。</p>
      </header>
      {/* The URL names the tab, so each tab is a link that works before hydration; Radix adds the arrow keys. */}
      <Tabs value={tab.id} activationMode="manual">
        <TabList label="费用种类" className="flex border-b border-slate-200">
          {TABS.map((t) => (
            <TabTrigger key={t.id} value={t.id} asChild className={`${UNDERLINED} flex-1 px-2 py-2.5 text-center sm:flex-none sm:px-5`}>
              <Link to={`?tab=${t.id}`} replace preventScrollReset>
                {t.name}
              </Link>
            </TabTrigger>
          ))}
        </TabList>
        <TabPanel value={tab.id} className="space-y-5">
          {/* A new tab starts from its own query string. */}
          <Calculator key={tab.id} tab={tab} params={params} />
          <div className="rounded-lg bg-slate-50 p-4 text-xs leading-6 text-slate-600 sm:p-5">
            <h2 className="text-sm font-medium text-slate-800">计算说明</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {NOTES[tab.id].map((note) => (
                <li key={note}>{note}</li>
              ))}
              <li>计算结果仅供参考，实际交纳数额以人民法院的交费通知为准。</li>
            </ol>
          </div>
        </TabPanel>
      </Tabs>
    </div>
  );
}

function Calculator({ tab, params }: { tab: Tab; params: URLSearchParams }) {
  const [inputs, setInputs] = useState<Inputs>(() => ({
    type: feeType(Number(params.get("type")))?.value ?? 1,
    amount: params.get("amount") ?? "",
    halve: params.get("halve") === "1",
  }));
  // A required amount left empty is not an error until the user asks for a result.
  const [submitted, setSubmitted] = useState(params.has("amount"));
  const kind: LawsuitFeeType | null = tab.id === "litigation" ? (feeType(inputs.type) ?? null) : null;
  const amountLabel = kind ? kind.amountLabel : tab.id === "preservation" ? "保全财产数额" : "执行金额";
  const optional = !kind || kind.isCheck === 2;
  const outcome = compute(tab.id, inputs);
  const error = !outcome.ok && (submitted || inputs.amount !== "") ? outcome.error : null;

  function change(next: Partial<Inputs>) {
    const merged = { ...inputs, ...next };
    setInputs(merged);
    // Keep the URL shareable without a navigation (which would re-run loaders on every keystroke).
    const query = new URLSearchParams({ tab: tab.id });
    if (kind) query.set("type", String(merged.type));
    if (merged.amount) query.set("amount", merged.amount);
    if (kind && merged.halve) query.set("halve", "1");
    window.history.replaceState(window.history.state, "", `?${query}`);
  }

  return (
    <>
      <form
        method="get"
        noValidate
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <input type="hidden" name="tab" value={tab.id} />
        {kind ? (
          <div>
            <label htmlFor="type" className="mb-1 block text-sm text-slate-700">
              案件类型
            </label>
            <select
              id="type"
              name="type"
              value={inputs.type}
              onChange={(e) => change({ type: Number(e.target.value) })}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
            >
              {LAWSUIT_FEE_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.text}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {amountLabel ? (
          <div>
            <label htmlFor="amount" className="mb-1 block text-sm text-slate-700">
              {amountLabel}（元{optional ? "，选填" : ""}）
            </label>
            <input
              id="amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={optional ? "没有的请留空" : "如 1500000"}
              value={inputs.amount}
              onChange={(e) => change({ amount: e.target.value })}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby="amount-error"
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none aria-[invalid]:border-danger-500"
            />
            {error ? (
              <p id="amount-error" className="mt-1 text-xs text-danger-500">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
        {kind ? (
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" name="halve" value="1" checked={inputs.halve} onChange={(e) => change({ halve: e.target.checked })} className="mt-1" />
            <span>减半交纳（适用简易程序审理、以调解方式结案或者申请撤诉）</span>
          </label>
        ) : null}
        <button type="submit" className="w-full rounded-md bg-brand-600 py-2.5 text-sm font-medium text-white hover:bg-brand-700 sm:w-auto sm:px-8">
          计算
        </button>
      </form>
      <Result title={tab.title} outcome={outcome} basis={kind ? kind.basis : tab.id === "preservation" ? "第十四条第（二）项" : "第十四条第（一）项"} />
    </>
  );
}

const money = (minFen: number, maxFen: number) => (minFen === maxFen ? formatYuan(minFen) : `${formatYuan(minFen)} 至 ${formatYuan(maxFen)}`);

function Result({ title, outcome, basis }: { title: string; outcome: FeeOutcome; basis: string }) {
  return (
    <section aria-label="计算结果" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      {/* Only the headline is live: screen readers hear the new figure, not the whole table, per keystroke. */}
      <div role="status">
        {outcome.ok ? (
          <>
            <p className="text-sm text-slate-600">{title}</p>
            <p className="mt-1 text-2xl font-semibold text-brand-700 sm:text-3xl">{money(outcome.result.minFen, outcome.result.maxFen)}</p>
          </>
        ) : (
          <p className="text-sm text-slate-500">填写金额后即时显示结果与分段明细。</p>
        )}
      </div>
      {outcome.ok ? (
        <>
          <p className="mt-1 text-xs text-slate-500">依据：《诉讼费用交纳办法》{basis}</p>
          <Breakdown lines={outcome.result.lines} minFen={outcome.result.minFen} maxFen={outcome.result.maxFen} />
        </>
      ) : null}
    </section>
  );
}

function Breakdown({ lines, minFen, maxFen }: { lines: FeeLine[]; minFen: number; maxFen: number }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-800">计算明细</caption>
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-2 py-2 font-normal">计费项目</th>
            <th className="hidden px-2 py-2 text-right font-normal sm:table-cell">计费金额</th>
            <th className="hidden px-2 py-2 text-right font-normal sm:table-cell">费率</th>
            <th className="px-2 py-2 text-right font-normal">费用</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.label}>
              <td className="px-2 py-2 text-slate-700">
                {line.label}
                {/* Phones drop the two middle columns; the product stays checkable under the label. */}
                {line.baseFen !== null && line.rate?.endsWith("%") ? (
                  <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
                    {formatYuan(line.baseFen)} × {line.rate}
                  </span>
                ) : null}
              </td>
              <td className="hidden whitespace-nowrap px-2 py-2 text-right tabular-nums sm:table-cell">
                {line.baseFen === null ? "—" : formatYuan(line.baseFen)}
              </td>
              <td className="hidden px-2 py-2 text-right sm:table-cell">{line.rate ?? "—"}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{money(line.minFen, line.maxFen)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-medium text-slate-900">
            <th scope="row" className="px-2 py-2 text-left">
              合计
            </th>
            <td colSpan={2} className="hidden sm:table-cell" />
            <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{money(minFen, maxFen)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

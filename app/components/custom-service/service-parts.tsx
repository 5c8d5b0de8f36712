import { Download, FileText } from "lucide-react";
import { AMOUNT_RANGES } from "#core/custom";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { OrderSection } from "~/components/service-order/order-detail";
import type { Outputs } from "~/lib/api-types";

// The read-only pieces of a custom order that the lawyer's 定制服务 and the console's 定制订单 share:
// the structured requirement, file links, the numbered versions and the timeline.
export type CustomDetail = Outputs["custom"]["detail"];
type CustomFile = CustomDetail["attachments"][number];

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const PURPOSE_TEXT: Record<CustomFile["purpose"], string> = { attachment: "附件", contract: "合同文件", opinion: "审查意见" };

/** A private file: the link asks the worker, which checks access and sends a five-minute signed URL. */
export function FileLink({ file }: { file: CustomFile }) {
  return (
    <a
      href={`/custom/file/${file.id}`}
      className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-slate-200 px-2.5 py-1.5 text-sm text-brand-700 hover:border-brand-500"
    >
      <FileText className="h-4 w-4 shrink-0" aria-hidden />
      <span className="truncate">
        {file.purpose === "attachment" ? "" : `${PURPOSE_TEXT[file.purpose]}：`}
        {file.name}
      </span>
      <span className="shrink-0 text-xs text-slate-500">{sizeText(file.size)}</span>
      <Download className="h-3.5 w-3.5 shrink-0" aria-hidden />
    </a>
  );
}

function FileList({ files }: { files: CustomFile[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f.id} className="max-w-full">
          <FileLink file={f} />
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-20 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** 需求: what the user asked for, as they structured it, with the attachments they sent. */
export function RequirementView({ c }: { c: CustomDetail }) {
  const r = c.requirement;
  return (
    <OrderSection id="requirement-title" title="需求信息">
      <dl className="mt-3 space-y-2 text-sm">
        <Row label="合同标的">{r.subject}</Row>
        <Row label="合同各方">{r.parties.map((p) => `${p.name}（${p.role}）`).join("；")}</Row>
        <Row label="金额范围">{AMOUNT_RANGES.find((a) => a.code === r.amountRange)?.text ?? "—"}</Row>
        {r.keyTerms.length ? <Row label="关注条款">{r.keyTerms.join("、")}</Row> : null}
        {r.wantedBy ? <Row label="期望完成">{r.wantedBy}</Row> : null}
      </dl>
      <p className="mt-3 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-[15px] leading-7 text-slate-800">{r.details}</p>
      <div className="mt-3">
        <h3 className="text-xs text-slate-500">用户上传的材料</h3>
        {c.attachments.length ? <FileList files={c.attachments} /> : <p className="mt-1 text-sm text-slate-500">未上传附件</p>}
      </div>
    </OrderSection>
  );
}

/** 交付版本: every delivery kept forever, newest first. */
export function VersionsView({ c }: { c: CustomDetail }) {
  return (
    <OrderSection
      id="versions-title"
      title={
        <>
          交付版本
          <span className="ml-2 text-xs font-normal text-slate-500">
            已用修改 {c.revisionsUsed} / {c.revisionsAllowed} 次
          </span>
        </>
      }
    >
      {c.versions.length ? (
        <ol className="mt-3 space-y-3">
          {c.versions.map((v) => (
            <li key={v.version} data-testid="custom-version" className="rounded-md border border-slate-100 bg-slate-50/60 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-medium text-white">第 {v.version} 版</span>
                <span className="text-xs text-slate-500">{formatDateTime(v.createdAt).slice(0, 16)} 交付</span>
              </p>
              {v.note ? <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{v.note}</p> : null}
              <FileList files={v.files} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-500">尚未交付</p>
      )}
    </OrderSection>
  );
}

const EVENT_TEXT: Record<string, string> = {
  create: "提交需求",
  accept: "律师接单",
  deliver: "律师交付",
  revise: "用户申请修改",
  complete: "服务完成",
  refund_request: "用户申请退款",
  refund_agree: "律师同意退款",
  refund_decline: "律师不同意退款",
  refund_decided: "平台裁定",
  refund: "退款",
  reassign: "平台改派",
};

/** The console's ruling is stored as "<fen> 分：<reason>"; people read yuan. */
function eventNote(kind: string, note: string): string {
  const ruling = kind === "refund_decided" ? /^(\d+) 分：([\s\S]*)$/.exec(note) : null;
  if (!ruling) return note;
  const fen = Number(ruling[1]);
  return `${fen === 0 ? "不予退款" : `退款 ${formatYuan(fen)}`}，${ruling[2]}`;
}

export function TimelineView({ c }: { c: CustomDetail }) {
  if (!c.events.length) return null;
  return (
    <OrderSection id="timeline-title" title="服务记录" className="border-slate-200 bg-white p-4">
      <ol className="mt-2 space-y-1.5 text-sm">
        {c.events.map((e) => (
          <li key={`${e.kind}-${e.createdAt}-${e.note}`} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
            <span className="shrink-0 text-slate-500">{formatDateTime(e.createdAt).slice(0, 16)}</span>
            <span className="text-slate-700">
              {EVENT_TEXT[e.kind] ?? "订单更新"}
              {e.note ? `：${eventNote(e.kind, e.note)}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}

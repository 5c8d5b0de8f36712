import { FileText, Paperclip, Plus, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CUSTOM_FILE_MAX_BYTES, type Party, REQUIREMENT } from "#core/custom";
import { sizeText } from "~/components/custom-service/service-parts";
import type { ActionResult } from "~/lib/action-result";

// Pieces of the /buyCustom form that hold lists: the parties, the key terms and the attachments.
export type Attachment = { id: number; name: string; size: number; mime: string };

const input = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none";
const ROLES = ["甲方", "乙方", "丙方", "出租方", "承租方", "买方", "卖方", "委托方", "受托方", "出借人", "借款人", "担保人", "发包方", "承包方"];
const ACCEPT = ".docx,.doc,.pdf,image/jpeg,image/png,image/webp";
const EXTENSIONS = /\.(docx|doc|pdf|jpe?g|png|webp)$/i;

export function PartiesEditor({ parties, onChange, error }: { parties: Party[]; onChange: (p: Party[]) => void; error?: string | undefined }) {
  const set = (i: number, patch: Partial<Party>) => onChange(parties.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        合同各方 <span className="text-danger-500">*</span>
      </legend>
      <datalist id="custom-party-roles">
        {ROLES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <ul className="mt-2 space-y-2">
        {parties.map((p, i) => (
          // Rows have no identity of their own; the position is what the user edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
          <li key={i} className="flex items-center gap-2" data-testid="custom-party">
            <label className="w-24 shrink-0 sm:w-28">
              <span className="sr-only">第 {i + 1} 方身份</span>
              <input
                list="custom-party-roles"
                value={p.role}
                maxLength={20}
                onChange={(e) => set(i, { role: e.target.value })}
                placeholder="身份"
                className={input}
              />
            </label>
            <label className="min-w-0 flex-1">
              <span className="sr-only">第 {i + 1} 方名称</span>
              <input
                value={p.name}
                maxLength={REQUIREMENT.partyNameMax}
                onChange={(e) => set(i, { name: e.target.value })}
                placeholder="公司或个人名称，如：某某科技有限公司"
                className={input}
              />
            </label>
            <button
              type="button"
              onClick={() => onChange(parties.filter((_, j) => j !== i))}
              disabled={parties.length <= REQUIREMENT.partiesMin}
              className="shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-danger-500 disabled:opacity-30"
              aria-label={`删除第 ${i + 1} 方`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {parties.length < REQUIREMENT.partiesMax ? (
        <button
          type="button"
          onClick={() => onChange([...parties, { name: "", role: "" }])}
          className="mt-2 inline-flex items-center gap-1 text-sm text-brand-600 hover:underline"
        >
          <Plus className="h-4 w-4" aria-hidden />
          添加一方
        </button>
      ) : null}
      {error ? <p className="mt-1 text-xs text-danger-500">{error}</p> : null}
    </fieldset>
  );
}

export function KeyTermsEditor({ terms, onChange, error }: { terms: string[]; onChange: (t: string[]) => void; error?: string | undefined }) {
  const [text, setText] = useState("");
  const add = () => {
    const value = text.trim();
    if (!value || terms.includes(value) || terms.length >= REQUIREMENT.termsMax) return;
    onChange([...terms, value]);
    setText("");
  };
  return (
    <div>
      <label htmlFor="custom-term" className="text-sm font-medium text-slate-800">
        关注条款 <span className="text-xs font-normal text-slate-500">（选填，最多 {REQUIREMENT.termsMax} 项）</span>
      </label>
      {terms.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {terms.map((t) => (
            <li key={t} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-700">
              {t}
              <button
                type="button"
                onClick={() => onChange(terms.filter((x) => x !== t))}
                className="rounded-full p-0.5 hover:bg-brand-100"
                aria-label={`删除${t}`}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {terms.length < REQUIREMENT.termsMax ? (
        <div className="mt-2 flex gap-2">
          <input
            id="custom-term"
            value={text}
            maxLength={REQUIREMENT.termMax}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.nativeEvent.isComposing) {
                e.preventDefault();
                add();
              }
            }}
            placeholder="如：违约责任、付款节点、知识产权归属"
            className={input}
          />
          <button
            type="button"
            onClick={add}
            className="shrink-0 rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-600"
          >
            添加
          </button>
        </div>
      ) : null}
      {error ? <p className="mt-1 text-xs text-danger-500">{error}</p> : null}
    </div>
  );
}

type UploadResult = ActionResult & { file?: Attachment };

/**
 * Attachments go up one at a time through the page action (custom.uploadAttachment checks the bytes)
 * before the order exists; the order links them when it is placed. Visitors log in first.
 */
export function AttachmentsField({
  attachments,
  onChange,
  required,
  signedIn,
  onLogin,
  error,
}: {
  attachments: Attachment[];
  onChange: (a: Attachment[]) => void;
  required: boolean;
  signedIn: boolean;
  onLogin: () => void;
  error?: string | undefined;
}) {
  const fetcher = useFetcher<UploadResult>();
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const handled = useRef<UploadResult | null>(null);
  const latest = useRef(attachments);
  latest.current = attachments;
  const uploading = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && result.file) {
      onChange([...latest.current, result.file]);
      setNotice(null);
    } else {
      setNotice(result.message ?? Object.values(result.errors)[0] ?? "上传失败，请重试");
    }
    if (fileInput.current) fileInput.current.value = "";
  }, [fetcher.state, fetcher.data, onChange]);

  const pick = (file: File) => {
    if (!EXTENSIONS.test(file.name)) return setNotice("仅支持 Word（DOCX/DOC）、PDF 文件和 JPG、PNG、WebP 图片");
    if (file.size > CUSTOM_FILE_MAX_BYTES) return setNotice("单个文件不能超过 20MB");
    if (file.size === 0) return setNotice("文件是空的，请重新选择");
    const form = new FormData();
    form.set("file", file);
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-800">
        {required ? (
          <>
            待审核的合同 <span className="text-danger-500">*</span>
          </>
        ) : (
          <>
            参考材料 <span className="text-xs font-normal text-slate-500">（选填，如现有合同、报价单、沟通记录截图）</span>
          </>
        )}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">
        支持 DOCX、DOC、PDF 与图片，单个不超过 20MB，最多 {REQUIREMENT.attachmentsMax} 个。文件仅您和承办律师可见。
      </p>
      {attachments.length ? (
        <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="已上传的附件">
          {attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-2 px-3 py-2 text-sm" data-testid="custom-attachment">
              <FileText className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              <span className="min-w-0 flex-1 truncate text-slate-700">{a.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{sizeText(a.size)}</span>
              <button
                type="button"
                onClick={() => onChange(attachments.filter((x) => x.id !== a.id))}
                className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-danger-500"
                aria-label={`移除${a.name}`}
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {attachments.length < REQUIREMENT.attachmentsMax ? (
        signedIn ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              id="custom-file"
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) pick(file);
              }}
            />
            <label
              htmlFor="custom-file"
              className={`mt-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600 hover:border-brand-500 hover:text-brand-600 ${uploading ? "pointer-events-none opacity-60" : ""}`}
            >
              <Paperclip className="h-4 w-4" aria-hidden />
              {uploading ? "上传中…" : required && attachments.length === 0 ? "上传合同文件" : "添加附件"}
            </label>
          </>
        ) : (
          <button
            type="button"
            onClick={onLogin}
            className="mt-2 inline-flex items-center gap-1.5 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600 hover:border-brand-500 hover:text-brand-600"
          >
            <Paperclip className="h-4 w-4" aria-hidden />
            登录后上传文件
          </button>
        )
      ) : null}
      {notice || error ? (
        <p role="alert" className="mt-1 text-xs text-danger-500">
          {notice ?? error}
        </p>
      ) : null}
    </div>
  );
}

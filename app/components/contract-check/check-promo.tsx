import { Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { SidePanel } from "~/components/library/side-panel";

/** The way in to 合同体检 beside the contract library and every template (there checked as its category's kind, and also to 对比范本). */
export function CheckPromo({ templateId }: { templateId?: number }) {
  return (
    <SidePanel id="check-promo-title" title="合同体检" icon={<Stethoscope className="h-4 w-4 text-brand-600" aria-hidden />}>
      <p className="mt-2 text-sm text-slate-600">粘贴合同或上传 Word 文件，检查缺失的关键条款、试用期与定金等法定上限、大小写金额是否一致，每项附法律依据。</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          to={templateId ? `/contractCheck?templateId=${templateId}` : "/contractCheck"}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700"
        >
          免费体检
        </Link>
        {templateId ? (
          <Link to={`/contractCompare?templateId=${templateId}`} className="text-sm text-brand-600 hover:underline">
            与我的合同对比
          </Link>
        ) : null}
      </div>
    </SidePanel>
  );
}

import { Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { SidePanel } from "~/components/library/side-panel";

/** The way in to 合同体检 beside the contract library and every template. */
export function CheckPromo() {
  return (
    <SidePanel id="check-promo-title" title="合同体检" icon={<Stethoscope className="h-4 w-4 text-brand-600" aria-hidden />}>
      <p className="mt-2 text-sm text-slate-600">粘贴合同或上传 Word 文件，检查缺失的关键条款、试用期与定金等法定上限、大小写金额是否一致，每项附法律依据。</p>
      <Link to="/contractCheck" className="mt-3 inline-block rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">
        免费体检
      </Link>
    </SidePanel>
  );
}

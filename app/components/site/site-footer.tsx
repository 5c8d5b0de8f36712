import { Link } from "react-router";
import { useRootData } from "~/lib/root-data";

/** 关于契合 lists the footer links edited in the console (数据字典); 产品矩阵 links come from configuration. */
export function SiteFooter() {
  const { footer } = useRootData();
  return (
    <footer className="mt-12 bg-slate-900 text-sm text-slate-400">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section>
          <h2 className="mb-3 font-medium text-slate-200">关于契合</h2>
          <ul className="space-y-2">
            {footer.links.map((l) => (
              <li key={`${l.label}${l.href}`}>
                {l.external ? (
                  <a href={l.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                    {l.label}
                  </a>
                ) : (
                  <Link to={l.href} className="hover:text-white">
                    {l.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-medium text-slate-200">产品矩阵</h2>
          <ul className="space-y-2">
            <li>
              <a href={footer.caseSystemUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                律师办案管理系统
              </a>
            </li>
            <li>
              <a href={footer.nameCardUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                律师电子名片
              </a>
            </li>
            <li>
              <a href={footer.shopUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                契合优选家居商城
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-medium text-slate-200">服务说明</h2>
          <p className="leading-6">平台合同范本与法律文章仅供参考，不构成针对具体案件的法律意见。涉及重大权益的事项，请委托执业律师结合具体情况办理。</p>
        </section>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs">
        <p>© {new Date().getUTCFullYear()} 契合 版权所有</p>
        <p className="mt-1">{footer.icp}</p>
      </div>
    </footer>
  );
}

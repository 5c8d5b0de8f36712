import type { ReactNode } from "react";

/**
 * A titled box beside a list, a text or a form (排行, 最新, 推荐, 相关, 服务流程 …). With `empty` it shows
 * that quiet line instead of its content, for a list that has nothing yet. `as="aside"` makes it the
 * page's complementary region; `className` sets the text of the whole box.
 */
export function SidePanel({
  id,
  title,
  icon,
  empty,
  as: Box = "section",
  className = "",
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  empty?: string;
  as?: "section" | "aside";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Box aria-labelledby={id} className={`rounded-lg border border-slate-200 bg-white p-4${className ? ` ${className}` : ""}`}>
      <h2 id={id} className={`${icon ? "flex items-center gap-1 " : ""}font-medium text-slate-900`}>
        {icon}
        {title}
      </h2>
      {empty === undefined ? children : <p className="mt-2 text-sm text-slate-500">{empty}</p>}
    </Box>
  );
}

import { formatYuan } from "#core/money";

export function PriceTag({ priceFen, memberFree }: { priceFen: number; memberFree: boolean }) {
  if (priceFen === 0) return <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-700">免费</span>;
  return (
    <span className="flex items-center gap-1">
      <span className="font-medium text-danger-500">{formatYuan(priceFen)}</span>
      {memberFree ? <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-700">会员免费</span> : null}
    </span>
  );
}

import { formatYuan } from "#core/money";

/** The amount paid, with the list price struck through when a member discount applied. */
export function OrderAmount({ amountFen, originalFen, className = "" }: { amountFen: number; originalFen: number; className?: string }) {
  return (
    <span className={`whitespace-nowrap ${className}`}>
      <span className="font-semibold text-slate-900">{formatYuan(amountFen)}</span>
      {amountFen < originalFen ? (
        <del className="ml-1.5 text-xs text-slate-500">
          <span className="sr-only">原价</span>
          {formatYuan(originalFen)}
        </del>
      ) : null}
    </span>
  );
}

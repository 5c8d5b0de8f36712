// Reads a day over the last 30 days as small SVG bars (上传专区), loaded lazily by the page; the page
// shows the total beside it, so the figures stay readable without this chunk.
export type DailyReads = { day: string; reads: number }[];

const WIDTH = 300;
const HEIGHT = 60;

export default function ReadsChart({ daily }: { daily: DailyReads }) {
  const max = Math.max(1, ...daily.map((d) => d.reads));
  const step = WIDTH / Math.max(1, daily.length);
  const first = daily[0]?.day ?? "";
  const last = daily.at(-1)?.day ?? "";
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-16 w-full" role="img" aria-label={`${first} 至 ${last} 每日阅读`}>
        {daily.map((d, i) => {
          const h = d.reads === 0 ? 1 : Math.max(2, (d.reads / max) * (HEIGHT - 4));
          return (
            <rect
              key={d.day}
              x={i * step + 1}
              y={HEIGHT - h}
              width={Math.max(1, step - 2)}
              height={h}
              className={d.reads ? "fill-brand-500" : "fill-slate-200"}
            >
              <title>{`${d.day}：${d.reads} 次阅读`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-500">
        <span>{first.slice(5)}</span>
        <span>{last.slice(5)}</span>
      </figcaption>
    </figure>
  );
}

import { cardPriceRows } from '#client/texts/billing';

/** What paying by card costs, line by line, and the total the lines add up to (decision 047). */
export function CardPrice({ paidBefore }: { paidBefore: boolean }) {
  const price = cardPriceRows(paidBefore);
  const rows = price.rows.length > 1 ? [...price.rows, price.total] : price.rows;
  return (
    <div className="max-w-sm text-xs text-muted" data-testid="card-price">
      <dl className="space-y-0.5">
        {rows.map((row, index) => (
          <div key={row.label} className={`flex justify-between gap-4 ${index === price.rows.length ? 'border-t border-line pt-0.5 font-semibold text-ink' : ''}`}>
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1">{price.note}</p>
    </div>
  );
}

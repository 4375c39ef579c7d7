import {
  ADMIN_TEXT,
  RUM_METRIC_UNIT,
  RUM_METRICS,
  RUM_WINDOWS,
  type RumMetric,
  type RumRating,
  type RumWindow,
  rumRating,
  type SpeedReport,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { useState } from 'react';
import { Card, LoadFailed, Loading, PageHeader, TableFrame, tdClass } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { useSpeed } from '../api/speed';

const RATING_CLASS: Record<RumRating, string> = {
  good: 'bg-success/10 text-success',
  'needs-improvement': 'bg-discount/10 text-discount',
  poor: 'bg-danger/10 text-danger',
};

/** A p75 as a person reads it: seconds from a second up, milliseconds below, CLS to two places. */
function formatValue(metric: RumMetric, value: number) {
  if (RUM_METRIC_UNIT[metric] === 'score') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function MetricCell({ metric, summary }: { metric: RumMetric; summary: SpeedReport['overall'][RumMetric] }) {
  if (summary.p75 === null) return <span className="text-muted">{ADMIN_TEXT.common.none}</span>;
  const rating = rumRating(metric, summary.p75);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold whitespace-nowrap',
        RATING_CLASS[rating],
      )}
      data-rating={rating}
    >
      {formatValue(metric, summary.p75)}
      <span className="sr-only">{ADMIN_TEXT.speed.ratings[rating]}</span>
    </span>
  );
}

const routeLabel = (route: string) => (route === '*' ? ADMIN_TEXT.speed.notFoundPage : route);
const visits = (metrics: SpeedReport['overall']) =>
  Math.max(...RUM_METRICS.map((metric) => metrics[metric].samples));

/**
 * /admin/speed (issue 36): what real shoppers waited for, p75 per page over 24 hours or 7 days, coloured by
 * the Core Web Vitals thresholds the contract holds.
 */
export function SpeedScreen() {
  const [window, setWindow] = useState<RumWindow>('24h');
  const speed = useSpeed(window);
  const windows = Object.keys(RUM_WINDOWS) as RumWindow[];
  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.speed.title}
        actions={
          <fieldset className="flex gap-1" aria-label={ADMIN_TEXT.speed.windowLabel}>
            {windows.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === window}
                onClick={() => setWindow(option)}
                className={cn(
                  'rounded-lg border border-line px-3 py-1.5 text-sm',
                  option === window ? 'bg-brand-600 font-semibold text-white' : 'bg-surface hover:bg-canvas',
                )}
              >
                {ADMIN_TEXT.speed.windows[option]}
              </button>
            ))}
          </fieldset>
        }
      />
      <p className="mb-4 text-sm text-muted">
        {ADMIN_TEXT.speed.subtitle} {ADMIN_TEXT.speed.thresholds}
      </p>
      {speed.isPending ? (
        <Loading />
      ) : speed.isError ? (
        <LoadFailed
          message={failureMessage(speed.error, ADMIN_TEXT.speed.loadFailed)}
          onRetry={() => void speed.refetch()}
        />
      ) : speed.data.routes.length === 0 ? (
        <Card title={ADMIN_TEXT.speed.windows[window]}>
          <p className="text-sm text-muted">{ADMIN_TEXT.speed.empty}</p>
        </Card>
      ) : (
        <TableFrame
          stackOnPhone
          columns={[
            ADMIN_TEXT.speed.columns.route,
            ADMIN_TEXT.speed.columns.samples,
            ...RUM_METRICS.map((metric) => ADMIN_TEXT.speed.metrics[metric]),
          ]}
        >
          {[{ route: ADMIN_TEXT.speed.allPages, metrics: speed.data.overall }, ...speed.data.routes].map(
            (row) => (
              <tr key={row.route}>
                <td className={cn(tdClass, 'font-medium')} data-label={ADMIN_TEXT.speed.columns.route}>
                  {routeLabel(row.route)}
                </td>
                <td className={tdClass} data-label={ADMIN_TEXT.speed.columns.samples}>
                  {visits(row.metrics)}
                </td>
                {RUM_METRICS.map((metric) => (
                  <td key={metric} className={tdClass} data-label={ADMIN_TEXT.speed.metrics[metric]}>
                    <MetricCell metric={metric} summary={row.metrics[metric]} />
                  </td>
                ))}
              </tr>
            ),
          )}
        </TableFrame>
      )}
    </>
  );
}
